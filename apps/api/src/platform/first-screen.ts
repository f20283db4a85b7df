import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatMoney as formatSharedMoney } from '@oversight/shared/money';
import { escapeHtml } from './html.js';

/**
 * A public page's first screen written by the server (a slow phone reads it long before the app has run): the main content as
 * plain HTML inside the web's root element, readable before any JavaScript has arrived, styled by the small critical
 * stylesheet below. The web mounts over it (main.tsx: createRoot replaces it once the app can draw the same page).
 * Its links are ordinary links, so they work without JavaScript. Every value goes through `html`, which escapes it.
 */

/** Markup built by `html`: its text is already escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = SafeHtml | string | number | null | undefined | false | Part[];

function render(part: Part): string {
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  if (part === null || part === undefined || part === false) return '';
  return escapeHtml(String(part));
}

/** A template of markup whose values are escaped (text and attribute values alike), unless they are markup already. */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(out);
}

/** Words of the web's catalogues (`namespace.key` → ICU text) per language, as the build wrote them. */
export type PageStrings = Record<string, Record<string, string>>;

/**
 * The web build writes the catalogue texts of the first screens into `dist/.vite/page-strings.json`
 * (apps/web vite.config.ts pageStrings), so the server's words are the web's. Null when the build has none.
 */
export function readPageStrings(distDir: string): PageStrings | null {
  try {
    return JSON.parse(readFileSync(path.join(distDir, '.vite', 'page-strings.json'), 'utf8')) as PageStrings;
  } catch {
    return null;
  }
}

/** The page's words: `text(key, values)` in its language, else English, else '' (the markup then leaves it out). */
export type PageText = {
  language: string;
  text: (key: string, values?: Record<string, string | number>) => string;
};

/** Simple `{name}` arguments and `{n, plural, ...}` (the `=0`/`one` branch when it applies, else `other`, `#` the count). */
function formatMessage(message: string, values: Record<string, string | number>): string {
  const plural = /^\{(\w+), plural,\s*(.*)\}$/s.exec(message.trim());
  if (plural) {
    const count = Number(values[plural[1]!] ?? 0);
    const branches = new Map<string, string>();
    const body = plural[2]!;
    let index = 0;
    while (index < body.length) {
      const open = body.indexOf('{', index);
      if (open < 0) break;
      const selector = body.slice(index, open).trim();
      let depth = 0;
      let close = open;
      for (; close < body.length; close++) {
        if (body[close] === '{') depth++;
        if (body[close] === '}' && --depth === 0) break;
      }
      branches.set(selector, body.slice(open + 1, close));
      index = close + 1;
    }
    const chosen =
      branches.get(`=${count}`) ??
      (count === 1 ? branches.get('one') : undefined) ??
      branches.get('other') ??
      '';
    return formatMessage(chosen.replace(/#/g, String(count)), values);
  }
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

export function pageText(strings: PageStrings | null, language: string): PageText {
  const chosen = strings?.[language] ?? {};
  const english = strings?.en ?? {};
  const known = strings?.[language] ? language : 'en';
  return {
    language: known,
    text: (key, values = {}) => {
      const message = chosen[key] ?? english[key];
      return message === undefined ? '' : formatMessage(message, values);
    },
  };
}

/** Money as the web shows it: the one formatter in packages/shared. */
export function formatMoney(value: unknown, currency = 'NGN'): string {
  return formatSharedMoney(value, { currency });
}

/** A state's name as the web writes it (apps/web lib/format.ts stateLabel): "Akwa Ibom", "FCT". */
export function stateLabel(name: string): string {
  if (name.toUpperCase() === 'FCT') return 'FCT';
  return name
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/**
 * The first screens' styles, inline: the page is drawn with them before any stylesheet arrives. Scoped to `.fs`, the
 * server's markup, so nothing of the app is touched; colours as the theme's (apps/web app/theme.ts).
 */
export const FIRST_SCREEN_CSS = [
  'body{margin:0}',
  '.fs{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#000;line-height:1.55;font-size:16px;-webkit-font-smoothing:antialiased}',
  '.fs *{box-sizing:border-box}',
  '.fs a{color:#007445}',
  '.fs-bar{display:flex;align-items:center;justify-content:space-between;gap:8px;height:60px;padding:0 16px;border-bottom:1px solid #e9ecef;background:#fff}',
  '.fs-logo{display:inline-flex;align-items:center;gap:8px;font-weight:800;font-size:18px;color:#00613a!important;text-decoration:none}',
  '.fs-logo i{display:inline-block;width:28px;height:28px;border-radius:8px;background:#008751;box-shadow:inset 0 0 0 7px #008751,inset 0 0 0 10px #fff,inset 0 0 0 13px #008751}',
  '.fs-nav{display:flex;gap:8px}',
  '.fs-btn{display:inline-flex;align-items:center;justify-content:center;min-height:36px;padding:0 16px;border-radius:4px;font-weight:600;font-size:14px;text-decoration:none;background:#008751;color:#fff!important;border:1px solid #008751}',
  '.fs-btn.ghost{background:#fff;color:#000!important;border-color:#ced4da}',
  '.fs-icon{padding:0;width:36px}',
  '.fs-main{max-width:1200px;margin:0 auto;padding:16px}',
  '.fs-hero{background:linear-gradient(135deg,#004d2e 0%,#008751 100%);color:#fff;padding:56px 16px}',
  '.fs-hero>div{max-width:720px;margin:0 auto 0 0}',
  '.fs-hero h1{font-size:clamp(2rem,6vw,3.25rem);line-height:1.1;margin:16px 0}',
  '.fs-hero p{font-size:18px;margin:0 0 24px}',
  '.fs-hero .fs-badge{background:#fff;color:#00613a}',
  '.fs-hero .fs-btn{background:#fff;color:#00613a!important;border-color:#fff;min-height:42px;margin:0 8px 8px 0}',
  '.fs-hero .fs-btn.ghost{background:transparent;color:#fff!important}',
  '.fs-badge{display:inline-block;padding:2px 8px;border-radius:4px;font-size:12px;font-weight:700;text-transform:uppercase;background:#e6f5ee;color:#00613a}',
  '.fs h1{font-size:26px;line-height:1.2;margin:8px 0}',
  '.fs h2{font-size:20px;line-height:1.3;margin:16px 0 8px}',
  '.fs-muted{color:#495057;font-size:14px}',
  '.fs-crumbs{font-size:14px;margin:0 0 8px}',
  '.fs-facts{display:grid;grid-template-columns:repeat(2,1fr);gap:8px;margin:12px 0;padding:0}',
  '.fs-facts div{border:1px solid #dee2e6;border-radius:8px;padding:8px 12px}',
  '.fs-facts dt{font-size:12px;color:#495057}',
  '.fs-facts dd{margin:0;font-weight:700;font-size:18px}',
  '.fs-bar-p{height:8px;border-radius:4px;background:#e9ecef;overflow:hidden;margin:4px 0 0}',
  '.fs-bar-p span{display:block;height:100%;background:#008751}',
  '.fs-img{display:block;width:100%;max-height:240px;object-fit:cover;border-radius:8px;margin:12px 0;background:#e9ecef}',
  '.fs-cards{list-style:none;margin:0;padding:0;display:grid;gap:8px}',
  '.fs-card{border:1px solid #dee2e6;border-radius:8px;padding:12px;background:#fff}',
  '.fs-card h3{font-size:14px;line-height:1.3;margin:6px 0 4px}',
  '.fs-card p{margin:0;font-size:12px;color:#495057}',
  '.fs-row{display:flex;justify-content:space-between;gap:8px;align-items:center}',
  '.fs-row strong{font-size:14px}',
  '@media (min-width:48em){.fs-facts{grid-template-columns:repeat(4,1fr)}.fs-cards{grid-template-columns:repeat(2,1fr)}.fs-hero{padding:96px 32px}}',
].join('');

/**
 * The page around a first screen: the bar (the logo home, search, sign-in and sign-up for a visitor), then the main
 * landmark. Everything in it works before the app has run: the search is a link to the search page, as the app's own.
 * `mainClass` '' lets a page (home) draw edge to edge; `search` false leaves the search out where the app's page has
 * none in its bar (home: the public layout).
 */
export function firstScreenPage(
  words: PageText,
  main: SafeHtml,
  { mainClass = 'fs-main', search = true }: { mainClass?: string; search?: boolean } = {},
): SafeHtml {
  const { text } = words;
  return html`<div class="fs" data-first-screen>
    <header class="fs-bar">
      <a class="fs-logo" href="/" aria-label="${text('shell.home') || 'Oversight'}"
        ><i aria-hidden="true"></i>Oversight</a
      >
      <nav class="fs-nav" aria-label="${text('shell.account')}">
        ${
          search
            ? html`<a class="fs-btn ghost fs-icon" href="/search" aria-label="${text('nav.search')}"
                ><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" stroke-width="2" />
                  <path d="M21 21l-6-6" stroke="currentColor" stroke-width="2" stroke-linecap="round" /></svg
              ></a>`
            : ''
        }<a class="fs-btn ghost" href="/login">${text('nav.login')}</a
        ><a class="fs-btn" href="/signup">${text('nav.signup')}</a>
      </nav>
    </header>
    <main id="main-content" class="${mainClass}">${main}</main>
  </div>`;
}

/** Home's first screen: its hero (badge, heading, words and the two ways on), in the page's language. */
export function homeFirstScreen(words: PageText): SafeHtml {
  const { text } = words;
  return firstScreenPage(
    words,
    html`<section class="fs-hero" aria-labelledby="home-hero">
      <div>
        <span class="fs-badge">${text('home.badge')}</span>
        <h1 id="home-hero" elementtiming="main-content">${text('home.heroTitle')}</h1>
        <p>${text('home.heroSubtitle')}</p>
        <a class="fs-btn" href="/citizen/discover">${text('home.primaryCta')}</a
        ><a class="fs-btn ghost" href="/signup">${text('home.secondaryCta')}</a>
      </div>
    </section>`,
    { mainClass: '', search: false },
  );
}
