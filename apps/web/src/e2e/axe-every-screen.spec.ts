// Every screen of docs/spec/routes.txt, visited as the kind of user it is for, at 390 px and 1280 px: no axe violation
// of WCAG 2.1 A/AA at any impact (issue 16). One browser context per kind of user, one page reused for its screens.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  acceptCookies,
  apiSession,
  DEMO_PASSWORD,
  login,
  sessionHeaders,
  VIEWPORTS,
  type ApiSession,
} from './helpers';

type Kind = 'anonymous' | 'citizen' | 'works' | 'health' | 'admin';
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
  organisation: string;
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
  return String(id);
};

async function json<T>(request: APIRequestContext, url: string, session?: ApiSession): Promise<T> {
  const response = await request.get(`/api/v1${url}`, session ? { headers: sessionHeaders(session) } : {});
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function demoIds(request: APIRequestContext): Promise<Ids> {
  const [works, health] = [await apiSession(request, USERS.works), await apiSession(request, USERS.health)];
  const [projects, reviews, organisations, categories, worksProjects, forms, dashboards, plans] =
    await Promise.all([
      json<Row>(request, '/projects/?limit=1'),
      json<Row>(request, '/projects/posts/list-popular-reviews/?limit=1'),
      json<Row>(request, '/users/visitor-organizations/?limit=1'),
      json<{ sectors?: { key?: string }[] }>(request, '/projects/categories/all/'),
      json<Row>(request, '/projects/organization-projects/?limit=1', works),
      json<Row>(request, '/surveys/organization-surveys/?limit=1', works),
      json<Row>(request, '/dashboards/?limit=1', works),
      json<Row>(request, '/plans/?limit=1', health),
    ]);
  return {
    project: idOf(projects, 'project'),
    post: idOf(reviews, 'review'),
    profile: reviews.results?.[0]?.owner?.public_id ?? 'amina_bello',
    organisation: idOf(organisations, 'organisation'),
    sector: categories.sectors?.[0]?.key ?? 'TRANSPORT',
    worksProject: idOf(worksProjects, 'Works project'),
    form: idOf(forms, 'form'),
    dashboard: idOf(dashboards, 'dashboard'),
    plan: idOf(plans, 'plan'),
  };
}

/** docs/spec/routes.txt, each screen with the user it is for; `phone: false` marks organisation screens (see the note below). */
function screens(ids: Ids): Record<Kind, string[]> {
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
      `/organisations/${ids.organisation}`,
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

/** Waits until the screen has drawn its data (or given up on the network), so axe sees what people see. */
async function settle(page: Page) {
  await page.locator('#main-content, main').first().waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await page
    .locator('.mantine-Skeleton-root[data-visible="true"], .mantine-Loader-root')
    .first()
    .waitFor({ state: 'hidden', timeout: 5_000 })
    .catch(() => undefined);
}

/** Axe's findings on the screen, checked again once if the page reloaded under it (a new service worker taking over). */
async function violations(page: Page, label: string): Promise<string[]> {
  try {
    return await axeViolations(page, label);
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await settle(page);
    return axeViolations(page, label);
  }
}

async function axeViolations(page: Page, label: string): Promise<string[]> {
  // @axe-core/playwright types its Page from its own playwright-core copy; the object is the same.
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  // axe.run in the page itself: the default (runPartial per frame, then finishRun in a new blank page fed the
  // partial results as JSON) opens a page per check; the screens have no cross-origin frames to reach. Only the
  // violations are wanted: axe then keeps no node details of the passes, a large share of its time on long lists.
  // options() replaces the whole options object: before withTags, or every rule (best practices too) runs.
  const results = await new AxeBuilder({ page: axePage })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (v) =>
      `${label} ${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
        .join('\n    ')}`,
  );
}

async function pageFor(browser: Browser, baseURL: string, kind: Kind): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  // Map tiles and any other host are not reachable here: answered at once instead of waiting for a timeout.
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
  const page = await context.newPage();
  await acceptCookies(page, baseURL);
  if (kind !== 'anonymous') await login(page, USERS[kind], DEMO_PASSWORD);
  return page;
}

// Every screen at 1280 px; the public and citizen screens (used on phones) at 390 px too. Axe takes seconds a run, so
// organisation screens at phone size would push the file past CI's budget (see the report of issue 16).
const PHONE_TOO = new Set<Kind>(['anonymous', 'citizen']);

// Not part of `npm test` yet: it took 22 min on the shared 2-core machine (load ~18), then 39 min at load 30-42, of
// which axe was 68% (3-41 s a check: a blank page per check for finishRun), settling 21%, page loads 11%. Axe in the
// page with violations only: the 32 public screens at both sizes then took 5.1 min (axe 123 s, was 745 s) at load
// 13-17; the whole file has not been timed on an idle machine yet (the goal to drop the opt-in: under ~4 min).
// Run it with AXE_EVERY_SCREEN=1.
test.describe('axe on every screen', () => {
  test.skip(!process.env.AXE_EVERY_SCREEN, 'Run with AXE_EVERY_SCREEN=1 (see the comment above).');
  // Not serial: one kind's violations must not hide the next kind's (the worker reruns beforeAll after a failure).
  let ids: Ids;
  test.beforeAll(async ({ request }) => {
    // Two sign-ins and eight catalogue reads: on a loaded machine they can take longer than the default minute.
    test.setTimeout(120_000);
    ids = await demoIds(request);
  });

  for (const kind of ['anonymous', 'citizen', 'works', 'health', 'admin'] as const) {
    test(`${kind} screens`, async ({ browser, baseURL }) => {
      // 20 s per screen and size checked (load, settle, axe), plus a minute to sign in: fits 32 screens on a busy machine.
      const sizes = PHONE_TOO.has(kind) ? 2 : 1;
      test.setTimeout(60_000 + screens(ids)[kind].length * sizes * 20_000);
      const page = await pageFor(browser, baseURL!, kind);
      const found: string[] = [];
      for (const path of screens(ids)[kind]) {
        const started = Date.now();
        await page.setViewportSize(VIEWPORTS.desktop);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        const loaded = Date.now();
        await settle(page);
        const settled = Date.now();
        found.push(...(await violations(page, `${kind} ${path} desktop`)));
        const checked = Date.now();
        if (PHONE_TOO.has(kind)) {
          await page.setViewportSize(VIEWPORTS.phone);
          await page.waitForTimeout(150);
          found.push(...(await violations(page, `${kind} ${path} phone`)));
        }
        // AXE_TIMINGS=1: where the time goes, per screen (axe takes most of it).
        if (process.env.AXE_TIMINGS)
          console.warn(
            `${path} goto ${loaded - started} settle ${settled - loaded} axe ${checked - settled} phone ${Date.now() - checked}`,
          );
      }
      await page.context().close();
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
