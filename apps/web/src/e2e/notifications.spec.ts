// Journeys of people and notifications: a citizen hears of a reply and a vote on their review; an agency's
// milestone update reaches a citizen who eyemarks the project; following someone from their profile.
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  acceptCookies,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  login,
  screenshot,
  waitForMail,
} from './helpers';

type Session = {
  token: string;
  user: { public_id: string; display_name: string };
  organisations: { public_id: string }[];
};

async function apiLogin(request: APIRequestContext, email: string): Promise<Session> {
  const response = await request.post('/api/v1/auth/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Session;
}

const headers = (session: Session) => ({
  authorization: `Bearer ${session.token}`,
  'x-organization-id': session.organisations[0]!.public_id,
});

async function apiPost(
  request: APIRequestContext,
  session: Session,
  url: string,
  data: object,
): Promise<{ public_id: string } & Record<string, unknown>> {
  const response = await request.post(`/api/v1${url}`, { headers: headers(session), data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { public_id: string } & Record<string, unknown>;
}

test.describe('notifications and profiles', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await acceptCookies(page, baseURL!);
  });

  test('a citizen sees the notification of a reply and a vote on their review, opens it and marks all read', async ({
    page,
    request,
  }) => {
    // Two jobs, a mail and an axe check: past 60 s when the other half of the journeys runs beside it.
    test.slow();
    const amina = await apiLogin(request, 'amina@oversight.test');
    const chinedu = await apiLogin(request, 'chinedu@oversight.test');
    const projects = (await (await request.get('/api/v1/projects/?limit=1')).json()) as {
      results: { public_id: string; name: string }[];
    };
    const project = projects.results[0]!;
    const review = await apiPost(request, amina, '/projects/posts/review/', {
      project_id: project.public_id,
      title: 'Work has resumed on site',
      body: 'Three trucks and a crew today.',
      sentiment: 'hopeful',
    });
    await apiPost(request, chinedu, '/projects/posts/review/', {
      post_id: review.public_id,
      title: 'Same here',
      body: 'I saw them too.',
    });
    await apiPost(request, chinedu, `/projects/posts/${review.public_id}/upvote/`, {});

    // The worker turns each event into a notification in its own job: wait for both before the page reads the count.
    await expect
      .poll(
        async () =>
          (
            (await (
              await request.get('/api/v1/notifications/unread_count/', { headers: headers(amina) })
            ).json()) as { unread_count: number }
          ).unread_count,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThanOrEqual(2);
    await login(page, 'amina@oversight.test', DEMO_PASSWORD);
    // The worker turns the events into notifications within a few seconds; the bell polls, a reload is quicker.
    const bell = page.getByRole('link', { name: /^Notifications: \d+ unread$/ }).first();
    // Discover (where the login lands) takes a few seconds to draw on a busy machine: give each reload time to render.
    await expect(async () => {
      await page.reload();
      await expect(bell).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });

    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    const reply = page.getByRole('button', {
      name: `Unread: ${chinedu.user.display_name} replied to your post`,
    });
    await expect(reply).toBeVisible();
    // Each event is its own job: the vote may be turned into a notification a moment after the reply.
    // The demo data already holds Chinedu's upvotes of Amina's seeded reviews: the newest is this one.
    const upvote = page
      .getByRole('button', { name: `Unread: ${chinedu.user.display_name} upvoted your post` })
      .first();
    await expect(async () => {
      if (!(await upvote.isVisible())) await page.reload();
      await expect(upvote).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, 'notifications');
    await screenshot(page, 'notifications-list');
    // Instant e-mail for the reply (the default preference), none for the vote.
    await waitForMail('amina@oversight.test', /replied to your post/);

    await reply.click();
    await expect(page).toHaveURL(new RegExp(`/post/${review.public_id}$`));
    await page.goBack();
    await expect(
      page.getByRole('button', { name: `${chinedu.user.display_name} replied to your post` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('link', { name: 'Notifications', exact: true }).first()).toBeVisible();
    await page.locator('label', { hasText: /^Unread$/ }).click();
    await expect(page.getByText('You are all caught up')).toBeVisible();
    await screenshot(page, 'notifications-empty');
  });

  test('an agency posts a milestone update and a citizen who eyemarks the project is notified', async ({
    page,
    request,
  }) => {
    const agency = await apiLogin(request, 'ferma@oversight.test');
    const chinedu = await apiLogin(request, 'chinedu@oversight.test');
    const profile = (await (await request.get('/api/v1/users/profiles/ferma/?limit=1')).json()) as {
      projects: { results: { public_id: string; name: string }[] };
    };
    const project = profile.projects.results[0]!;
    const marked = await apiPost(request, chinedu, '/projects/eyemark/', { projects: [project.public_id] });
    if (marked[project.public_id] === 'removed')
      await apiPost(request, chinedu, '/projects/eyemark/', { projects: [project.public_id] });
    // A retry posts again: the title tells this run's notification from an earlier one.
    const title = `Section A resurfaced ${Date.now().toString(36)}`;
    await apiPost(request, agency, '/projects/posts/project-update/', {
      project_id: project.public_id,
      title,
      body: 'The first 12 km are open to traffic.',
      type_of_post: 'MILESTONE_UPDATE',
    });

    // The worker makes the notification in a job of its own: wait for it through the API (a busy machine may take a
    // while), then the page shows it on its first load.
    await expect
      .poll(
        async () => {
          const list = (await (
            await request.get('/api/v1/notifications/?limit=20', { headers: headers(chinedu) })
          ).json()) as { results: { excerpt: string }[] };
          return list.results.some((notification) => notification.excerpt.includes(title));
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await login(page, 'chinedu@oversight.test', DEMO_PASSWORD);
    const item = page
      .getByRole('button', { name: `Unread: ${project.name} has a new milestone update` })
      .filter({ hasText: title });
    await page.goto('/notifications');
    await expect(item).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(`“${title}”`)).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(/\/post\//);
  });

  test('a citizen follows another from their profile and sees the counters change', async ({ page }) => {
    await login(page, 'chinedu@oversight.test', DEMO_PASSWORD);
    await page.goto('/profile/amina_bello');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const followers = page.getByLabel('Followers and following');
    const before = Number((await followers.textContent())?.match(/^(\d+)/)?.[1] ?? 0);
    const follow = page.getByRole('button', { name: /^Follow / });
    const unfollow = page.getByRole('button', { name: /^Following .*stop following$/ });
    if (await unfollow.isVisible()) {
      await unfollow.click();
      await expect(follow).toBeVisible();
    }
    const base = (await unfollow.isVisible())
      ? before
      : Number((await followers.textContent())?.match(/^(\d+)/)?.[1] ?? 0);
    await follow.click();
    await expect(unfollow).toBeVisible();
    await expect(followers).toContainText(`${base + 1} follower`);
    await page.getByRole('tab', { name: 'Posts' }).click();
    await expect(page.getByText('Work has resumed on site').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile');
    await screenshot(page, 'profile-other');

    // An organisation's profile: its projects first, and it can be followed too.
    await page.goto('/profile/fmworks');
    await expect(page.getByRole('tab', { name: /^Projects \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('button', { name: /^Follow(ing)? / })).toBeVisible();
    await screenshot(page, 'profile-organisation');

    await page.goto('/profile');
    await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Eyemarked/ })).toBeVisible();
    await screenshot(page, 'profile-own');
  });
});
