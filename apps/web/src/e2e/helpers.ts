// Shared helpers for the Playwright journeys: the mail outbox, sign-in, screenshots and the axe check.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');
/**
 * scripts/e2e-server.mjs starts the app with DATA_DIR test-results/e2e-data-<port>; mail is written to its outbox as
 * .eml files. The journeys may be split over several servers (playwright.config.ts), so the port is the running test's.
 */
export function outboxDir(): string {
  const port = new URL(
    test.info().project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
  ).port;
  return path.join(root, 'test-results', `e2e-data-${port}`, 'outbox');
}
export const SCREENSHOT_DIR = path.join(root, 'test-results', 'screenshots');
/** Screenshots are for a person to look at: taken by default, skipped in CI (nobody looks, and two viewports per
 * screen cost minutes) unless E2E_SHOTS=1 asks for them. */
export const SHOTS_WANTED = process.env.E2E_SHOTS ? process.env.E2E_SHOTS === '1' : !process.env.CI;

export const DEMO_PASSWORD = 'Oversight-Demo-2026';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type OutboxMail = { file: string; to: string; subject: string; body: string; raw: string };

/** Undoes quoted-printable encoding (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The value of one header of a raw message, with folded lines joined. */
function header(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

function parseMail(file: string): OutboxMail {
  const raw = readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  return {
    file,
    to: header(head, 'To'),
    subject: header(head, 'Subject'),
    body: decodeQuotedPrintable(split < 0 ? '' : raw.slice(split)),
    raw,
  };
}

/** Every message in the outbox, oldest first (file names start with Date.now()). */
export function readOutbox(): OutboxMail[] {
  let names: string[];
  try {
    names = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const stamp = (name: string) => Number(name.split('-')[0]) || 0;
  return names
    .sort((a, b) => stamp(a) - stamp(b) || a.localeCompare(b))
    .map((name) => parseMail(path.join(outboxDir(), name)));
}

/** Waits for the newest message to `to` whose subject matches (mail is sent by a background job). */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<OutboxMail> {
  const address = to.toLowerCase();
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox()
          .filter((mail) => mail.to.toLowerCase().includes(address) && subject.test(mail.subject))
          .at(-1);
        return Boolean(found);
      },
      { timeout: timeoutMs, message: `an e-mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of the newest verification e-mail to `to`; the body must carry it too. */
export async function readOtp(to: string): Promise<string> {
  const mail = await waitForMail(to, /verification code/);
  const code = /^(\d{6}) is your Oversight verification code/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`No code in the subject "${mail.subject}" (${mail.file})`);
  expect(mail.body, 'the code is in the body too').toContain(code);
  return code;
}

/** A unique address for a new account. */
export function uniqueEmail(prefix = 'citizen'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Fills the login form on the current page and submits it (the page must show the form). */
export async function submitLogin(page: Page, identifier: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail or username').fill(identifier);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Opens /login (with an optional query) and signs in; waits until the page has left /login. */
export async function login(page: Page, identifier: string, password: string, query = ''): Promise<void> {
  await page.goto(`/login${query}`);
  await submitLogin(page, identifier, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The session the web app keeps in localStorage (lib/auth-store.ts). */
export async function storedSession(page: Page): Promise<{
  isAuthenticated?: boolean;
  mode?: string;
  registering?: boolean;
  user?: {
    email?: string;
    display_name?: string;
    bio?: string;
    account_type?: string;
    newly_registered?: boolean;
    eyemarked_count?: number;
    reviews_count?: number;
  };
} | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('oversight-session');
    return raw ? (JSON.parse(raw) as { state: never }).state : null;
  });
}

/** A demo account signed in through the API: its token and the organisation it acts for (its own, not the personal one). */
export type ApiSession = { token: string; organizationId: string };

export async function apiSession(request: APIRequestContext, username: string): Promise<ApiSession> {
  const response = await request.post('/api/v1/auth/login/', { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    token: string;
    organisations: { public_id: string; is_personal: boolean }[];
  };
  const organization = body.organisations.find((entry) => !entry.is_personal) ?? body.organisations[0]!;
  return { token: body.token, organizationId: organization.public_id };
}

export const sessionHeaders = (session: ApiSession) => ({
  authorization: `Bearer ${session.token}`,
  'x-organization-id': session.organizationId,
});

/** A desktop-sized browser context of its own, signed in as a demo account (two people in one journey). */
export async function signedInPage(browser: Browser, baseURL: string, user: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await acceptCookies(page, baseURL);
  await login(page, user, DEMO_PASSWORD);
  return page;
}

/** Keeps the cookie notice out of screenshots and clicks (journey 2 tests it on its own). */
export async function acceptCookies(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'oversight_cookie_consent', value: 'accepted', url: baseURL }]);
}

/**
 * Screenshots the current screen at phone size and on the desktop, as
 * test-results/screenshots/<name>-phone.png and <name>-desktop.png, then restores the viewport.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SHOTS_WANTED) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    // Let layout, media queries and transitions settle.
    await page.waitForTimeout(300);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`),
      fullPage: options.fullPage ?? true,
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // @axe-core/playwright types its Page from its own playwright-core copy; the object is the same.
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const results = await new AxeBuilder({ page: axePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)} ${n.failureSummary ?? ''}`)
        .slice(0, 5)
        .join('\n    ')}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}
