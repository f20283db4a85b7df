// The every-screen axe check: every screen of docs/spec/routes.txt, visited as the kind of user it is for,
// at 1280 px and 390 px, with no violation of WCAG 2.1 A/AA at any impact. Two spec files share it, so `npm test` can
// run half in each of its two Playwright parts (playwright.config.ts): axe-every-screen.spec.ts (the public and
// citizen screens) and axe-every-screen-organizations.spec.ts (the government body screens).
//
// Where the time goes, and what is done about it. The first version (organisation screens at 1280 px only) took
// 18.6 min at load 20-28 on the shared 2-core machine: page loads 200 s, waiting 371 s (network idle, then skeletons,
// each with a timeout), axe 464 s. Now: one signed-in page per kind of user; the first screen loaded in full, the next
// ones reached through the app's own router (history.pushState + popstate, as a link does) without reloading the
// bundle; axe injected once per document, not once per check; each screen checked as soon as the app says it is done
// (ready() below: its loading bar, skeletons and aria-busy regions gone, no request in flight), not after fixed
// sleeps or network idle. Axe itself runs every WCAG 2.0/2.1 A/AA rule on the whole page, once per screen and size.
// Both files, every screen at both sizes: 11.2 min at load 25-31 (public and citizen 6.6 min, organisation 4.6 min);
// 8.1 min at load 14-20 (public and citizen 3.8 min, organisation 4.3 min), in CPU time (server, browser and runner)
// 117 s and 107 s (sign-ins included, server start not); 3.7 min as the load fell from 12 to 3 (public and citizen
// 1.7 min, organisation 2.0 min; CPU 96 s and 90 s). So each half of `npm test` grows by about 2 min when quiet.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  acceptCookies,
  apiSession,
  DEMO_PASSWORD,
  login,
  sessionHeaders,
  VIEWPORTS,
  type ApiSession,
} from './helpers';

export type Kind = 'anonymous' | 'citizen' | 'works' | 'health' | 'admin';
const USERS: Record<Exclude<Kind, 'anonymous'>, string> = {
  citizen: 'amina_bello',
  works: 'fmworks',
  health: 'fmhealth',
  admin: 'admin_body',
};

/** Real ids from the demo seed, read through the API as the screens would. */
type Ids = {
  project: string;
  post: string;
  profile: string;
  organization: string;
  sector: string;
  worksProject: string;
  form: string;
  dashboard: string;
  plan: string;
};

type Row = { results?: { public_id?: string; id?: string; owner?: { public_id?: string } }[] };
const idOf = (body: Row, what: string) => {
  const first = body.results?.[0];
  const id = first?.public_id ?? first?.id;
  if (!id) throw new Error(`No ${what} in the demo data`);
  return id;
};

async function json<T>(request: APIRequestContext, url: string, session?: ApiSession): Promise<T> {
  const response = await request.get(`/api/v1${url}`, session ? { headers: sessionHeaders(session) } : {});
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function publicIds(request: APIRequestContext) {
  const [projects, reviews, organizations, categories] = await Promise.all([
    json<Row>(request, '/projects/?limit=1'),
    json<Row>(request, '/projects/posts/list-popular-reviews/?limit=1'),
    json<Row>(request, '/users/visitor-organizations/?limit=1'),
    json<{ sectors?: { key?: string }[] }>(request, '/projects/categories/all/'),
  ]);
  return {
    project: idOf(projects, 'project'),
    post: idOf(reviews, 'review'),
    profile: reviews.results?.[0]?.owner?.public_id ?? 'amina_bello',
    organization: idOf(organizations, 'organisation'),
    sector: categories.sectors?.[0]?.key ?? 'TRANSPORT',
  };
}

async function organizationIds(request: APIRequestContext) {
  const [works, health] = [await apiSession(request, USERS.works), await apiSession(request, USERS.health)];
  const [worksProjects, forms, dashboards, plans] = await Promise.all([
    json<Row>(request, '/projects/organization-projects/?limit=1', works),
    json<Row>(request, '/surveys/organization-surveys/?limit=1', works),
    json<Row>(request, '/dashboards/?limit=1', works),
    json<Row>(request, '/plans/?limit=1', health),
  ]);
  return {
    worksProject: idOf(worksProjects, 'Works project'),
    form: idOf(forms, 'form'),
    dashboard: idOf(dashboards, 'dashboard'),
    plan: idOf(plans, 'plan'),
  };
}

/** The ids the kinds' screens need (only the public ones for the public and citizen screens). */
export async function demoIds(request: APIRequestContext, kinds: readonly Kind[]): Promise<Ids> {
  const organization = kinds.some((kind) => kind === 'works' || kind === 'health');
  const [ids, more] = await Promise.all([
    publicIds(request),
    organization ? organizationIds(request) : Promise.resolve(null),
  ]);
  const missing = 'not-needed-by-these-screens';
  return { worksProject: missing, form: missing, dashboard: missing, plan: missing, ...ids, ...more };
}

/** docs/spec/routes.txt, each screen with the user it is for. */
export function screens(ids: Ids): Record<Kind, string[]> {
  return {
    anonymous: [
      '/',
      '/faqs',
      '/terms',
      '/privacy',
      '/community-guidelines',
      '/open-data',
      '/login',
      '/signup',
      '/password-reset',
      '/password-reset/confirm?uid=not-a-user&token=not-a-token',
      '/400',
      '/500',
      '/categories',
      '/categories/subcategories',
      '/categories/sectors',
      `/categories/sectors/${encodeURIComponent(ids.sector)}/1`,
      '/search?query=road',
      '/project',
      `/project/${ids.project}`,
      `/profile/${ids.profile}`,
      `/post/${ids.post}`,
      '/projects-list',
      '/mda/ministries',
      '/mda/agencies',
      '/contractors',
      '/organisations',
      `/organisations/${ids.organization}`,
      '/citizen/discover',
      '/analytics/projects',
      '/analytics/contractors',
      '/analytics/facilities',
      '/this-page-does-not-exist',
    ],
    citizen: [
      '/profile',
      '/notifications',
      '/citizen/eyemarked',
      '/citizen/discover',
      `/project/${ids.project}`,
      '/settings/account',
      '/settings/change-password',
      '/settings/interests',
      '/settings/profile',
      '/settings/privacy',
      '/settings/resources',
      '/settings/about',
      '/settings/faq',
      '/settings/delete-account',
    ],
    works: [
      '/mda/dashboard',
      '/mda/contractors',
      '/mda/create-project',
      `/mda/edit-project/${ids.worksProject}`,
      '/mda/column-mapping',
      '/mda/changelogs',
      `/preview?id=${ids.worksProject}`,
      '/mda/custom-dashboards',
      `/mda/custom-dashboards/${ids.dashboard}`,
      `/mda/project/${ids.worksProject}`,
      '/projects-list',
      '/forms',
      '/forms/create',
      `/forms/${ids.form}`,
      `/forms/${ids.form}/responses`,
      '/forms/shared',
      `/forms/${ids.form}/respond`,
      '/analytics/citizens',
      '/analytics/contractors',
      '/analytics/facilities',
    ],
    health: [
      '/mda/plans',
      `/mda/plans/${ids.plan}`,
      `/mda/plans/${ids.plan}/children`,
      '/settings/subscription',
    ],
    admin: ['/mda/dashboard', '/mda/stakeholders', '/mda/organisations'],
  };
}

// The axe-core that @axe-core/playwright (the declared dependency) injects, read once.
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** How long a screen may take to say it is done before it is checked anyway (and the wait reported). */
const READY_TIMEOUT = 15_000;

/** The page's requests in flight (chunks, API calls, images), and when one last started or ended. */
type Network = { inFlight: number; lastActivity: number };
const networks = new WeakMap<Page, Network>();
function watchNetwork(page: Page): void {
  const network: Network = { inFlight: 0, lastActivity: Date.now() };
  networks.set(page, network);
  page.on('request', () => {
    network.inFlight += 1;
    network.lastActivity = Date.now();
  });
  const done = () => {
    network.inFlight = Math.max(0, network.inFlight - 1);
    network.lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

const QUIET_MS = 150;

/** The screen drawn and the app saying it is done, for QUIET_MS running (see ready()). */
const drawn = (page: Page, timeout: number) =>
  page.waitForFunction(
    (quietMs) => {
      const w = window as unknown as { __axeQuietSince?: number };
      const shown = (element: Element) => (element as HTMLElement).checkVisibility();
      const busy =
        !document.querySelector('#main-content, main') ||
        document.querySelector('[aria-busy="true"]') !== null ||
        [
          ...document.querySelectorAll('.mantine-Skeleton-root[data-visible="true"], .mantine-Loader-root'),
        ].some(shown);
      if (busy) {
        w.__axeQuietSince = undefined;
        return false;
      }
      w.__axeQuietSince ??= performance.now();
      return performance.now() - w.__axeQuietSince >= quietMs;
    },
    QUIET_MS,
    { polling: 50, timeout },
  );

/**
 * Waits until the screen is drawn and done: its main region there, and for QUIET_MS running no loading bar (the root
 * layout shows it while a query, a mutation, a route or the map loads), no visible skeleton or loader, no aria-busy
 * region, and no request in flight (a lazy part such as a menu loads with no placeholder). Returns false when it had
 * not settled within READY_TIMEOUT (the test then notes it and checks the screen as it is).
 */
async function ready(page: Page): Promise<boolean> {
  const network = networks.get(page)!;
  const deadline = Date.now() + READY_TIMEOUT;
  while (Date.now() < deadline) {
    const ok = await drawn(page, deadline - Date.now()).then(
      () => true,
      () => false,
    );
    if (!ok) return false;
    if (network.inFlight === 0 && Date.now() - network.lastActivity >= QUIET_MS) return true;
    await page.waitForTimeout(50);
  }
  return false;
}

/** Opens a screen: in full the first time (or after a reload), else through the app's router as a link does. */
async function open(page: Page, path: string, full: boolean): Promise<void> {
  if (full) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    return;
  }
  const go = () =>
    page.evaluate((to) => {
      (window as unknown as { __axeQuietSince?: number }).__axeQuietSince = undefined;
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
  const arrived = () =>
    page
      .waitForFunction((to) => `${location.pathname}${location.search}` === to, path, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
  await go();
  // The router answers popstate at once; the new screen may still load its chunk and data (ready() waits for them).
  // A screen still settling (discover writing its filters into its URL) can replace the new URL once: go again.
  if (await arrived()) return;
  test.info().annotations.push({ type: 'navigated twice', description: path });
  await go();
  if (!(await arrived())) await page.goto(path, { waitUntil: 'domcontentloaded' });
}

type AxeWindow = {
  axe?: {
    configure: (options: unknown) => void;
    run: (
      context: Document,
      options: unknown,
    ) => Promise<{
      violations: {
        id: string;
        impact?: string | null;
        help: string;
        nodes: { target: unknown[]; html: string }[];
      }[];
    }>;
  };
};

/** Axe's violations of WCAG 2.1 A/AA on the whole page as it is now (axe injected once per document). */
async function axeViolations(page: Page, label: string): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as unknown as AxeWindow).axe)))) {
    await page.evaluate(axeSource);
    await page.evaluate(() =>
      (window as unknown as AxeWindow).axe!.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  }
  // Same-origin frames would need axe in them too (AxeBuilder does that); the screens have none, and if one appears
  // this check says so rather than skipping it.
  expect(page.frames().length, `${label}: a frame appeared; check it with AxeBuilder`).toBe(1);
  // Only the violations are wanted: axe then keeps no node details of the passes, a large share of its time on long
  // lists. Every rule tagged WCAG 2.0/2.1 A or AA runs; none is turned off, no part of the page left out.
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as AxeWindow).axe!.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_A_AA,
  );
  return results.violations.map(
    (v) =>
      `${label} ${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
        .join('\n    ')}`,
  );
}

/** The check once more if the page reloaded under it (a new service worker taking over): axe is then injected again. */
async function violations(page: Page, label: string): Promise<string[]> {
  try {
    return await axeViolations(page, label);
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await ready(page);
    return axeViolations(page, label);
  }
}

async function pageFor(browser: Browser, baseURL: string, kind: Kind): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  // Map tiles and any other host are not reachable here: answered at once instead of waiting for a timeout.
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
  const page = await context.newPage();
  watchNetwork(page);
  await acceptCookies(page, baseURL);
  if (kind !== 'anonymous') await login(page, USERS[kind], DEMO_PASSWORD);
  return page;
}

/** Two animation frames: the layout and the media-query hooks have answered a new viewport. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * Dialogs and open menus, not only pages: per kind of user, a few key ones opened on their screen and scanned while
 * open (a dialog is a page of its own for a keyboard or screen-reader user). `size` is where it matters most.
 */
type Overlay = {
  path: (ids: Ids) => string;
  size: keyof typeof VIEWPORTS;
  open: (page: Page) => Promise<void>;
  what: string;
};
const OVERLAYS: Partial<Record<Kind, Overlay[]>> = {
  anonymous: [
    {
      what: 'the full-screen navigation',
      path: () => '/citizen/discover',
      size: 'phone',
      open: async (page) => {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      },
    },
  ],
  citizen: [
    {
      what: 'the account menu',
      path: () => '/citizen/discover',
      size: 'desktop',
      open: async (page) => {
        await page.getByRole('button', { name: /^Account menu for / }).click();
        await expect(page.getByRole('menu')).toBeVisible();
      },
    },
  ],
  works: [
    {
      what: 'the delete-form dialog',
      path: (ids) => `/forms/${ids.form}`,
      size: 'desktop',
      open: async (page) => {
        await page
          .getByRole('group', { name: 'Form actions' })
          .getByRole('button', { name: 'Delete' })
          .click();
        await expect(page.getByRole('dialog', { name: 'Delete this form?' })).toBeVisible();
      },
    },
    {
      what: 'the add-chart dialog',
      path: (ids) => `/mda/custom-dashboards/${ids.dashboard}`,
      size: 'phone',
      open: async (page) => {
        await page.getByRole('button', { name: 'Add chart' }).click();
        await expect(page.getByRole('dialog', { name: 'Add a chart' })).toBeVisible();
      },
    },
  ],
  health: [
    {
      what: 'the new-indicator dialog',
      path: (ids) => `/mda/plans/${ids.plan}`,
      size: 'desktop',
      open: async (page) => {
        await page
          .getByRole('button', { name: /^Add indicator to / })
          .first()
          .click();
        await expect(page.getByRole('dialog', { name: 'New indicator' })).toBeVisible();
      },
    },
  ],
};

/** The tests of one spec file: one per kind of user, each visiting its screens at both sizes. */
export function axeEveryScreen(kinds: readonly Kind[]): void {
  test.describe('axe on every screen', () => {
    // Not serial: one kind's violations must not hide the next kind's (the worker reruns beforeAll after a failure).
    let ids: Ids;
    test.beforeAll(async ({ request }) => {
      // A few catalogue reads (and two sign-ins for the organisation screens): slow on a loaded machine.
      test.setTimeout(120_000);
      ids = await demoIds(request, kinds);
    });

    for (const kind of kinds) {
      test(`${kind} screens`, async ({ browser, baseURL }) => {
        const paths = screens(ids)[kind];
        // Generous for a busy machine (about 2 s a screen on a quiet one): a minute to sign in, 30 s a screen.
        test.setTimeout(60_000 + paths.length * 30_000);
        const page = await pageFor(browser, baseURL!, kind);
        const found: string[] = [];
        const slow: string[] = [];
        const timings = { open: 0, ready: 0, desktop: 0, phone: 0 };
        let full = true;
        for (const path of paths) {
          const started = Date.now();
          await page.setViewportSize(VIEWPORTS.desktop);
          await open(page, path, full);
          full = false;
          const opened = Date.now();
          if (!(await ready(page))) slow.push(`${path} (desktop)`);
          const settled = Date.now();
          found.push(...(await violations(page, `${kind} ${path} desktop`)));
          const desktop = Date.now();
          await page.setViewportSize(VIEWPORTS.phone);
          await nextFrames(page);
          if (!(await ready(page))) slow.push(`${path} (phone)`);
          found.push(...(await violations(page, `${kind} ${path} phone`)));
          timings.open += opened - started;
          timings.ready += settled - opened;
          timings.desktop += desktop - settled;
          timings.phone += Date.now() - desktop;
          // AXE_TIMINGS=1: where the time goes, per screen (and the screen's title and heading, to see it is the one).
          if (process.env.AXE_TIMINGS) {
            const heading = await page
              .locator('h1')
              .first()
              .textContent({ timeout: 1000 })
              .catch(() => '-');
            const times = `open ${opened - started} ready ${settled - opened} axe ${desktop - settled}`;
            console.warn(
              `${kind} ${path} ${times} phone ${Date.now() - desktop} "${await page.title()}" "${heading}"`,
            );
          }
        }
        await page.context().close();
        test.info().annotations.push({
          type: 'timings',
          description:
            `${paths.length} screens: open ${timings.open} ms, ready ${timings.ready} ms, ` +
            `axe desktop ${timings.desktop} ms, phone ${timings.phone} ms`,
        });
        if (slow.length)
          test.info().annotations.push({ type: 'not settled in time', description: slow.join(', ') });
        expect(found, found.join('\n')).toEqual([]);
      });

      const overlays = OVERLAYS[kind] ?? [];
      if (overlays.length)
        test(`${kind} dialogs and menus`, async ({ browser, baseURL }) => {
          test.setTimeout(60_000 + overlays.length * 30_000);
          const page = await pageFor(browser, baseURL!, kind);
          const found: string[] = [];
          for (const overlay of overlays) {
            await page.setViewportSize(VIEWPORTS[overlay.size]);
            // In full each time: an overlay left open must not carry over to the next screen.
            await open(page, overlay.path(ids), true);
            await ready(page);
            await overlay.open(page);
            // Its entry transition ended (mid-fade, axe reads half-transparent colours and a menu without items),
            // and any lazy part (a select's options, a chunk) loaded, before the scan.
            await page
              .waitForFunction(
                () =>
                  document
                    .getAnimations()
                    .every(
                      (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
                    ),
                null,
                { timeout: 5_000 },
              )
              .catch(() => undefined);
            await ready(page);
            found.push(...(await violations(page, `${kind} ${overlay.what} ${overlay.size}`)));
          }
          await page.context().close();
          expect(found, found.join('\n')).toEqual([]);
        });
    }
  });
}
