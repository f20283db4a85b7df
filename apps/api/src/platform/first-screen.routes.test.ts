import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/schema/index.js';
import { createTestProject } from '../test/project-fixtures.js';
import { createTestApp, type TestApp } from '../test/build-app.js';
import { createTestUser } from '../test/factories.js';

/**
 * So a slow phone shows something to read within seconds: home, discover and a project page arrive with their first screen
 * written in (readable before any script), in the page's language, every value escaped, public data only.
 */

const LOCALES = path.resolve(import.meta.dirname, '../../../web/src/i18n/locales');

/** What the web build writes (apps/web vite.config.ts pageStrings), from the real catalogues. */
function pageStrings(): Record<string, Record<string, string>> {
  const strings: Record<string, Record<string, string>> = {};
  for (const language of readdirSync(LOCALES)) {
    strings[language] = {};
    for (const namespace of ['home', 'discover', 'project', 'projects', 'status', 'shell', 'nav']) {
      const catalogue = JSON.parse(
        readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8'),
      ) as Record<string, string>;
      for (const [key, text] of Object.entries(catalogue)) strings[language][`${namespace}.${key}`] = text;
    }
  }
  return strings;
}
const catalogue = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >;

/**
 * From the root element to the end of the body: the first screen (the data block the web reads is in the head), its
 * white space as a browser shows it (runs as one space, none beside a tag's angle brackets).
 */
const firstScreen = (page: string) =>
  page
    .slice(page.indexOf('<div id="root">'), page.indexOf('</body>'))
    .replace(/\s+/g, ' ')
    .replace(/ ?([<>]) ?/g, '$1');

describe('first screens written by the server', () => {
  let t: TestApp;
  let webDistDir: string;
  const hostile = '<script>alert(1)</script> Bridge & "Road" <img src=x onerror=alert(2)>';
  let open: { publicId: string };
  let draft: { publicId: string };

  beforeAll(async () => {
    webDistDir = path.join(tmpdir(), `oversight-web-first-screen-${process.pid}-${Date.now()}`);
    mkdirSync(path.join(webDistDir, '.vite'), { recursive: true });
    // As Vite writes it: the entry script and the stylesheet in the head, an empty root.
    writeFileSync(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta name="description" content="Oversight: follow public projects.">' +
        '<title>Oversight</title>' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-2.css"></head>' +
        '<body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDistDir, '.vite', 'page-strings.json'), JSON.stringify(pageStrings()));
    t = await createTestApp({ webDistDir });
    const ministry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Federal Ministry of <b>Works</b>',
      username: 'fmw_first_screen',
    });
    open = await createTestProject(t, {
      name: hostile,
      description: 'Dualisation of the road </p><script>alert(3)</script> with drainage.',
      status: 1,
      totalProjectCost: '150000000.00',
      percentageCompleted: '40',
      ministryId: ministry.organization.id,
      organizationId: ministry.organization.id,
      imageUrl: 'https://images.example/road.jpg" onerror="alert(4)',
      locations: [{ state: 'KANO', lga: 'Gwale', latitude: 12, longitude: 8.5 }],
    });
    draft = await createTestProject(t, { name: 'Hidden Draft Clinic', isPublished: false });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('writes the project page: name, status, place, ministry, money, progress, image and description', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/project/${open.publicId}` });
    expect(page.statusCode).toBe(200);
    const screen = firstScreen(page.body);
    expect(screen).toContain('<main id="main-content"');
    expect(screen).toContain(
      '<h1 id="project-name" elementtiming="main-content">&lt;script&gt;alert(1)&lt;/script&gt; Bridge &amp; &quot;Road&quot; &lt;img src=x onerror=alert(2)&gt;</h1>',
    );
    const en = catalogue('en', 'project');
    expect(screen).toContain(`>${catalogue('en', 'status').ON_GOING}</span>`);
    expect(screen).toContain('Gwale, Kano');
    expect(screen).toContain(`${en.roleMinistry}:<a href="/organisations/`);
    expect(screen).toContain('Federal Ministry of &lt;b&gt;Works&lt;/b&gt;');
    expect(screen).toContain(`<dt>${en.totalCost}</dt><dd>₦150.00M</dd>`);
    expect(screen).toContain('40% completed');
    expect(screen).toContain('src="https://images.example/road.jpg&quot; onerror=&quot;alert(4)"');
    expect(screen).toContain(
      'Dualisation of the road &lt;/p&gt;&lt;script&gt;alert(3)&lt;/script&gt; with drainage.',
    );
    expect(screen).toContain('href="/citizen/discover"');
    // Usable before the app has run: eyemark asks a visitor to sign in and comes back; search is a link to it.
    expect(screen).toContain(
      `<a class="fs-btn ghost" data-first-screen-eyemark href="/login?redirect=%2Fproject%2F${encodeURIComponent(open.publicId)}">${catalogue('en', 'projects').eyemark}</a>`,
    );
    expect(screen).toContain(`href="/search" aria-label="${catalogue('en', 'nav').search}"`);
    // Nothing of any value reaches the page as markup: no script, no handler outside an escaped attribute.
    expect(page.body).not.toMatch(/<script>alert|<img src=x|<b>Works/);
    expect(screen).not.toContain('<script');
    // Critical styles inline; the stylesheet after the root, so it does not hold back the first paint.
    expect(page.body).toMatch(/<style>\.?[^<]*\.fs[^<]*<\/style><\/head>/);
    expect(page.body.indexOf('index-2.css')).toBeGreaterThan(page.body.indexOf('<div id="root">'));
  });

  it('gives link previews one description and an absolute image: the photo, else the generated card', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/project/${open.publicId}` });
    expect(page.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(page.body).toContain('<meta name="description" content="Dualisation of the road');
    expect(page.body).toContain(
      '<meta property="og:image" content="https://images.example/road.jpg%22%20onerror=%22alert(4)">',
    );
    const plain = await createTestProject(t, { name: 'Card Only Borehole' });
    const plainPage = await t.app.inject({ method: 'GET', url: `/project/${plain.publicId}` });
    const image = /<meta property="og:image" content="([^"]+)">/.exec(plainPage.body)?.[1];
    expect(image).toBe(`${t.config.publicUrl}/cards/projects/${encodeURIComponent(plain.publicId)}.png`);
    const card = await t.app.inject({ method: 'GET', url: new URL(image!).pathname });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    // Out of the catalogue again: the other first screens count the projects.
    await t.app.db.update(projects).set({ isPublished: false }).where(eq(projects.id, plain.id));
  });

  it('leaks no unpublished project, on its page or in discover', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/project/${draft.publicId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Hidden Draft Clinic');
    expect(page.body).toContain('<div id="root"></div>');
    const discover = await t.app.inject({ method: 'GET', url: '/citizen/discover' });
    expect(discover.body).not.toContain('Hidden Draft Clinic');
  });

  it('writes discover: its heading and the first cards, each a link to its project', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/citizen/discover' });
    const screen = firstScreen(page.body);
    expect(screen).toContain(`<h1>${catalogue('en', 'discover').title}</h1>`);
    expect(screen).toContain('1 found');
    expect(screen).toContain(
      `<h3 elementtiming="main-content"><a href="/project/${encodeURIComponent(open.publicId)}">&lt;script&gt;alert(1)`,
    );
    expect(screen).toContain('<strong>₦150.00M</strong>');
    expect(screen).toContain(`href="/search" aria-label="${catalogue('en', 'nav').search}"`);
    expect(screen).not.toContain('<script');
  });

  it("writes home's hero in the page's language", async () => {
    const english = await t.app.inject({ method: 'GET', url: '/' });
    expect(english.body).toContain('<html lang="en">');
    expect(firstScreen(english.body)).toContain(
      `<h1 id="home-hero" elementtiming="main-content">${catalogue('en', 'home').heroTitle}</h1>`,
    );
    const hausa = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'oversight_language=ha' },
    });
    expect(hausa.body).toContain('<html lang="ha">');
    const heroTitle = catalogue('ha', 'home').heroTitle!;
    expect(firstScreen(hausa.body)).toContain(heroTitle.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(firstScreen(hausa.body)).toContain(`>${catalogue('ha', 'nav').login}</a>`);
    // As the app's home (the public layout), its bar has no search.
    expect(firstScreen(english.body)).not.toContain('href="/search"');
  });

  it('writes no first screen on the other pages', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/faqs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('data-first-screen');
  });
});
