import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Storage } from '../platform/storage.js';
import { createAccount } from '../modules/accounts/account-creation.js';
import type { DbOrTx } from '../db/client.js';
import { eyemarks, follows, notifications, postMedia, posts, postVotes } from '../db/schema/index.js';
import { createRng, intBetween, pick, type Rng } from './demo-projects.js';

/**
 * What citizens did with the demo projects, so the public side has something to show: reviews (some with photos),
 * comments, votes, eyemarks, follows, a few updates from the ministries and agencies, and the notifications those
 * would have sent to the demo citizens (Amina Bello and Chinedu Okafor). Counters are set from the rows at the end.
 */

export type DemoCommunityInput = {
  tenantId: string;
  /** users.id of the demo citizens and of the accounts that post updates. */
  amina: string;
  chinedu: string;
  cso: string;
  works: { userId: string; organizationId: string };
  ferma: { userId: string; organizationId: string };
  /** The Pro demo ministry: people follow some of its projects, so its citizen analytics have figures. */
  health?: { organizationId: string };
  /** Where review photos are written; without it reviews have no photos. */
  storage?: Storage | null;
  now?: Date;
};

/** Other citizens of the demo (no password: they cannot sign in; they write reviews and vote). */
export const DEMO_RESIDENTS = [
  {
    username: 'fatima_sani',
    displayName: 'Fatima Sani',
    firstName: 'Fatima',
    lastName: 'Sani',
    state: 'Kano',
  },
  {
    username: 'ibrahim_musa',
    displayName: 'Ibrahim Musa',
    firstName: 'Ibrahim',
    lastName: 'Musa',
    state: 'Kano',
  },
  { username: 'ngozi_eze', displayName: 'Ngozi Eze', firstName: 'Ngozi', lastName: 'Eze', state: 'Enugu' },
  {
    username: 'tunde_bakare',
    displayName: 'Tunde Bakare',
    firstName: 'Tunde',
    lastName: 'Bakare',
    state: 'Lagos',
  },
  {
    username: 'aisha_lawal',
    displayName: 'Aisha Lawal',
    firstName: 'Aisha',
    lastName: 'Lawal',
    state: 'Kaduna',
  },
  { username: 'emeka_obi', displayName: 'Emeka Obi', firstName: 'Emeka', lastName: 'Obi', state: 'Anambra' },
  {
    username: 'blessing_akpan',
    displayName: 'Blessing Akpan',
    firstName: 'Blessing',
    lastName: 'Akpan',
    state: 'Akwa Ibom',
  },
  {
    username: 'yusuf_danjuma',
    displayName: 'Yusuf Danjuma',
    firstName: 'Yusuf',
    lastName: 'Danjuma',
    state: 'Plateau',
  },
] as const;

type Review = { title: string; body: string };

// Sentiment codes: angry 0, unimpressed 1, hopeful 2, excited 3, impressed 4, suggestion 5.
const REVIEWS: Record<number, Review[]> = {
  4: [
    {
      title: 'Work is moving fast',
      body: 'I pass here every morning. In two months the crew has done more than in the two years before. The site is tidy and the signs are up.',
    },
    {
      title: 'Finished and already in use',
      body: 'We used it this week. The finishing is good and the place was handed over clean. Thank you to everyone who followed up.',
    },
    {
      title: 'Good quality so far',
      body: 'The materials on site look right and the engineers check the work. People in the area are happy with what they see.',
    },
  ],
  3: [
    {
      title: 'Finally happening!',
      body: 'We have waited for this for years. The contractor moved in last month and the first part is already visible.',
    },
    {
      title: 'This will change our area',
      body: 'Traders and school children will benefit a lot. Everybody is talking about it in the market.',
    },
  ],
  2: [
    {
      title: 'Slow but steady',
      body: 'The work started well but the pace has dropped since the rains. Hoping the next release of funds keeps it going.',
    },
    {
      title: 'Some progress seen',
      body: 'The foundation is done. Nothing new this month, but the site is guarded and the materials are still there.',
    },
  ],
  1: [
    {
      title: 'Not what was promised',
      body: 'The board says it should be finished by now, but less than half is done. No workers on site for three weeks.',
    },
    {
      title: 'Quality is a worry',
      body: 'Cracks are already showing on the new part. Somebody should inspect it before it is handed over.',
    },
  ],
  0: [
    {
      title: 'Abandoned again',
      body: 'The contractor left the site months ago. The open trench is now dangerous for children walking to school.',
    },
    {
      title: 'Money released, nothing done',
      body: 'The figures here say most of the money was released, but there is nothing on the ground to show for it.',
    },
  ],
  5: [
    {
      title: 'Please add drainage',
      body: 'Without gutters on both sides the rain will wash this away in one season. Please add drainage before the next rains.',
    },
    {
      title: 'Add street lights',
      body: 'It would be safer at night with a few solar street lights along the way, especially near the junction.',
    },
  ],
};

const COMMENTS = [
  'I saw the same thing when I passed there on Tuesday.',
  'Thank you for the update. Did you see any engineers on site?',
  'This is true. We need the ministry to respond to this.',
  'The pictures say it all. Well done for following up.',
  'I will check it this weekend and post what I see.',
  'My brother works near there, he says the crew came back yesterday.',
  'Let us keep watching this one until it is finished.',
  'Please tag the agency so they see this.',
];

const UPDATES = [
  {
    title: 'Site mobilised',
    body: 'The contractor has mobilised to site and the first section has been cleared. Work runs Monday to Saturday.',
  },
  {
    title: 'Second phase started',
    body: 'The first phase passed inspection. Work on the second phase began this week; traffic is diverted near the junction.',
  },
  {
    title: 'Funds released for the next stage',
    body: 'The release for this quarter has been made. The contractor expects to finish the current stage within three months.',
  },
];

// Scenes for review photos: sky, ground and a structure in colours of the kind of site.
const SCENES = [
  { sky: ['#9cc9e8', '#e6f1f8'], ground: '#7b6a52', structure: '#5a5a5a', road: true },
  { sky: ['#b7d4e6', '#f3efe4'], ground: '#a08458', structure: '#c9b28f', road: false },
  { sky: ['#8fb8d6', '#dfe9ef'], ground: '#6f8a4a', structure: '#d8d2c4', road: false },
  { sky: ['#f0c27b', '#fbe7c6'], ground: '#8c6b45', structure: '#6b4f33', road: true },
  { sky: ['#a6c8de', '#eef4f8'], ground: '#8a8a7a', structure: '#3f5f7f', road: false },
  { sky: ['#c4dbe9', '#f7f7f2'], ground: '#9b7b55', structure: '#b04a3a', road: false },
];

function sceneSvg(index: number, rng: Rng): string {
  const scene = SCENES[index % SCENES.length]!;
  const x = intBetween(rng, 120, 420);
  const height = intBetween(rng, 140, 260);
  const width = intBetween(rng, 180, 320);
  const road = scene.road
    ? `<polygon points="250,600 550,600 430,330 370,330" fill="#3b3b3b"/><polygon points="396,600 404,600 401,330 399,330" fill="#f2d64b"/>`
    : `<rect x="${x}" y="${330 - height}" width="${width}" height="${height}" fill="${scene.structure}"/>` +
      `<rect x="${x + 20}" y="${350 - height}" width="${width - 40}" height="14" fill="#ffffff" opacity="0.35"/>` +
      `<rect x="${x + width / 2 - 18}" y="${330 - 60}" width="36" height="60" fill="#2f2f2f" opacity="0.6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
    <rect width="800" height="330" fill="url(#s)"/><rect y="330" width="800" height="270" fill="${scene.ground}"/>
    <circle cx="${intBetween(rng, 520, 720)}" cy="${intBetween(rng, 60, 120)}" r="34" fill="#fff6d5" opacity="0.9"/>
    <rect x="${intBetween(rng, 600, 700)}" y="250" width="12" height="80" fill="#5b4a32"/><circle cx="${intBetween(rng, 600, 700) + 6}" cy="240" r="40" fill="#4f7d3a"/>
    ${road}</svg>`;
}

type ProjectPick = {
  id: string;
  states: string[];
  name: string;
  status: number;
  percentage_completed: string;
  ministry_id: string | null;
  agency_id: string | null;
};

type ViewOfTheWork = { workStatus: string | null; estimatedCompletion: number | null };

/**
 * What reviewers said of the work on site: most agree with the official figure, give or take ten points; on the
 * first ongoing Kano project they say work has stopped and the site looks far from the official percentage, so a
 * visitor sees the two views of progress diverge. A separate random sequence leaves the rest of the demo unchanged.
 */
function viewsOfTheWork(
  planned: { projectId: string }[],
  projects: ProjectPick[],
  kano: ProjectPick[],
): ViewOfTheWork[] {
  const rng = createRng(36);
  const byId = new Map(projects.map((p) => [p.id, p]));
  const diverging = kano.find((p) => p.status === 1)?.id;
  return planned.map(({ projectId }) => {
    const project = byId.get(projectId);
    if (!project) return { workStatus: null, estimatedCompletion: null };
    const official = Number(project.percentage_completed);
    if (projectId === diverging)
      return {
        workStatus: rng() < 0.8 ? 'stopped' : 'cannot_tell',
        estimatedCompletion: Math.round(
          official >= 50 ? Math.max(0, official - 40) : Math.min(100, official + 40),
        ),
      };
    if (rng() < 0.4) return { workStatus: null, estimatedCompletion: null };
    const ongoing = project.status === 1;
    return {
      workStatus: ongoing ? pick(rng, ['yes', 'yes', 'yes', 'cannot_tell']) : null,
      estimatedCompletion: Math.min(100, Math.max(0, Math.round(official + (rng() - 0.5) * 20))),
    };
  });
}

export async function seedDemoCommunity(
  db: DbOrTx,
  input: DemoCommunityInput,
): Promise<{ reviews: number; photos: number; comments: number; notifications: number }> {
  const { tenantId } = input;
  const now = input.now ?? new Date();
  const rng = createRng(19_017);
  const daysAgo = (days: number, hours = 0) =>
    new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000);

  const residents: string[] = [];
  for (const resident of DEMO_RESIDENTS) {
    const { user } = await createAccount(db, {
      tenantId,
      accountType: 'CITIZEN',
      email: `${resident.username.replace('_', '.')}@oversight.test`,
      username: resident.username,
      password: null,
      displayName: resident.displayName,
      firstName: resident.firstName,
      lastName: resident.lastName,
      stateOfResidence: resident.state,
      emailVerified: true,
      newlyRegistered: false,
    });
    residents.push(user.id);
  }
  const citizens = [input.amina, input.chinedu, ...residents];

  // Published projects by state, in a fixed order; Amina is in Kano and Chinedu in Enugu.
  const picked = await db.execute<ProjectPick>(sql`
    SELECT id, states, name, status, percentage_completed, ministry_id, agency_id FROM projects
     WHERE tenant_id = ${tenantId} AND is_published ORDER BY code`);
  const inState = (state: string) => picked.rows.filter((p) => p.states.includes(state));
  const kano = inState('KANO').slice(0, 10);
  const enugu = inState('ENUGU').slice(0, 8);
  const elsewhere = picked.rows
    .filter((p) => !p.states.includes('KANO') && !p.states.includes('ENUGU'))
    .filter((_, i) => i % 53 === 0)
    .slice(0, 24);
  const owned = await db.execute<{ id: string }>(sql`
    SELECT id FROM projects WHERE tenant_id = ${tenantId} AND is_published AND agency_id = ${input.ferma.organizationId} ORDER BY code LIMIT 3`);
  // Updates come from the organisation responsible for the project: Works (or FERMA under it) in Kano and Enugu.
  const byWorks = (p: ProjectPick) => p.ministry_id === input.works.organizationId;
  const kanoWorks = inState('KANO').filter(byWorks).slice(0, 2);
  const enuguWorks = inState('ENUGU').filter(byWorks).slice(0, 1);

  // Eyemarks: Amina watches Kano projects, Chinedu Enugu ones, the residents a few each.
  const eyemarkRows: (typeof eyemarks.$inferInsert)[] = [];
  const eyemark = (userId: string, projectId: string, days: number) => {
    if (!eyemarkRows.some((row) => row.userId === userId && row.projectId === projectId))
      eyemarkRows.push({ tenantId, userId, projectId, createdAt: daysAgo(days) });
  };
  kano.slice(0, 6).forEach((p, i) => eyemark(input.amina, p.id, 40 - i * 5));
  kanoWorks.forEach((p, i) => eyemark(input.amina, p.id, 44 - i));
  if (owned.rows[0]) eyemark(input.amina, owned.rows[0].id, 45);
  enugu.slice(0, 5).forEach((p, i) => eyemark(input.chinedu, p.id, 35 - i * 4));
  enuguWorks.forEach((p, i) => eyemark(input.chinedu, p.id, 38 - i));
  for (const [i, resident] of residents.entries()) {
    for (let n = 0; n < 4; n += 1)
      eyemark(resident, pick(rng, [...kano, ...enugu, ...elsewhere]).id, 60 - i - n * 3);
  }
  // The Ministry of Health (the Pro demo) sees the people its projects concern: the residents and the CSO follow a
  // few of its projects over the year, so every figure of its citizen analytics has something to show.
  const health = input.health
    ? picked.rows.filter((p) => p.ministry_id === input.health!.organizationId).slice(0, 6)
    : [];
  if (health.length)
    for (const [i, person] of [...residents, input.cso].entries())
      for (let n = 0; n < 2; n += 1)
        eyemark(person, health[(i + n * 3) % health.length]!.id, 20 + i * 30 + n * 11);
  if (eyemarkRows.length) await db.insert(eyemarks).values(eyemarkRows);

  // Reviews: the discussed projects get several, the rest one or two.
  type Planned = {
    projectId: string;
    ownerId: string;
    sentiment: number;
    review: Review;
    createdAt: Date;
    photos: number;
  };
  const planned: Planned[] = [];
  const review = (projectId: string, ownerId: string, days: number) => {
    const sentiment = pick(rng, [4, 4, 3, 3, 2, 2, 1, 0, 5, 5]);
    planned.push({
      projectId,
      ownerId,
      sentiment,
      review: pick(rng, REVIEWS[sentiment]!),
      createdAt: daysAgo(days, intBetween(rng, 0, 12)),
      photos: rng() < 0.4 ? intBetween(rng, 1, 2) : 0,
    });
  };
  kano.slice(0, 8).forEach((p, i) => {
    review(p.id, input.amina, 30 - i * 3);
    const others = i < 3 ? 4 : 1;
    for (let n = 0; n < others; n += 1) review(p.id, residents[(i + n) % residents.length]!, 25 - i * 2 - n);
  });
  enugu.slice(0, 6).forEach((p, i) => {
    review(p.id, input.chinedu, 28 - i * 3);
    for (let n = 0; n < (i < 2 ? 3 : 1); n += 1)
      review(p.id, residents[(i + n + 2) % residents.length]!, 20 - i * 2 - n);
  });
  elsewhere.forEach((p, i) => {
    review(p.id, residents[i % residents.length]!, 50 - i);
    if (i % 4 === 0) review(p.id, input.cso, 45 - i);
  });
  if (owned.rows[0]) review(owned.rows[0].id, input.chinedu, 12);
  // Amina's first review carries photos: her profile and the Media tab show them.
  if (planned[0]) planned[0].photos = 2;
  const views = viewsOfTheWork(planned, picked.rows, kano);

  const inserted = await db
    .insert(posts)
    .values(
      planned.map((p, i) => ({
        tenantId,
        projectId: p.projectId,
        ownerId: p.ownerId,
        type: 'REVIEW',
        title: p.review.title,
        body: p.review.body,
        sentiment: p.sentiment,
        workStatus: views[i]?.workStatus ?? null,
        estimatedCompletion: views[i]?.estimatedCompletion ?? null,
        createdAt: p.createdAt,
        modifiedAt: p.createdAt,
      })),
    )
    .returning({ id: posts.id });
  const reviews = planned.map((p, i) => ({ ...p, id: inserted[i]!.id }));

  // Photos: a few scenes rendered once, each photo its own file (a deleted review removes only its own).
  let photos = 0;
  if (input.storage) {
    const scenes = await Promise.all(
      SCENES.map((_, i) =>
        sharp(Buffer.from(sceneSvg(i, rng)))
          .webp({ quality: 70 })
          .toBuffer(),
      ),
    );
    const mediaRows: (typeof postMedia.$inferInsert)[] = [];
    let sceneIndex = 0;
    for (const r of reviews) {
      for (let position = 0; position < r.photos; position += 1) {
        const key = `posts/demo-${r.id}-${position}.webp`;
        const body = scenes[sceneIndex++ % scenes.length]!;
        await input.storage.put(key, body, 'image/webp');
        mediaRows.push({
          tenantId,
          ownerId: r.ownerId,
          postId: r.id,
          projectId: r.projectId,
          position,
          storageKey: key,
          url: input.storage.publicUrl(key),
          width: 800,
          height: 600,
          bytes: body.length,
          createdAt: r.createdAt,
        });
      }
    }
    if (mediaRows.length) await db.insert(postMedia).values(mediaRows);
    photos = mediaRows.length;
  }

  // Comments on reviews by other citizens; the first reviews of Amina and Chinedu are always answered.
  const commentRows: (typeof posts.$inferInsert)[] = [];
  const answered: {
    reviewOwner: string;
    reviewId: string;
    projectId: string;
    actor: string;
    body: string;
    createdAt: Date;
    index: number;
  }[] = [];
  for (const [i, r] of reviews.entries()) {
    const own = r.ownerId === input.amina || r.ownerId === input.chinedu;
    const count = own && i < 12 ? intBetween(rng, 1, 3) : rng() < 0.35 ? intBetween(rng, 1, 2) : 0;
    for (let n = 0; n < count; n += 1) {
      const actor = pick(
        rng,
        citizens.filter((c) => c !== r.ownerId),
      );
      const body = pick(rng, COMMENTS);
      const createdAt = new Date(
        Math.min(now.getTime(), r.createdAt.getTime() + (n + 1) * intBetween(rng, 3, 30) * 3_600_000),
      );
      answered.push({
        reviewOwner: r.ownerId,
        reviewId: r.id,
        projectId: r.projectId,
        actor,
        body,
        createdAt,
        index: commentRows.length,
      });
      commentRows.push({
        tenantId,
        projectId: r.projectId,
        parentId: r.id,
        ownerId: actor,
        type: 'COMMENT',
        body,
        createdAt,
        modifiedAt: createdAt,
      });
    }
  }
  const comments = commentRows.length
    ? await db.insert(posts).values(commentRows).returning({ id: posts.id })
    : [];

  // Votes: most reviews get a few upvotes, some a downvote; the popular ones many.
  const voteRows: (typeof postVotes.$inferInsert)[] = [];
  const votesOn: {
    reviewOwner: string;
    reviewId: string;
    projectId: string;
    actor: string;
    value: number;
    createdAt: Date;
  }[] = [];
  for (const [i, r] of reviews.entries()) {
    const voters = citizens.filter((c) => c !== r.ownerId);
    const ups = i % 7 === 0 ? voters.length - 1 : intBetween(rng, 0, 4);
    for (const [n, voter] of voters.entries()) {
      const value = n < ups ? 1 : rng() < 0.08 ? -1 : 0;
      if (!value) continue;
      const createdAt = new Date(Math.min(now.getTime(), r.createdAt.getTime() + (n + 1) * 5_400_000));
      voteRows.push({ tenantId, postId: r.id, userId: voter, value, createdAt });
      votesOn.push({
        reviewOwner: r.ownerId,
        reviewId: r.id,
        projectId: r.projectId,
        actor: voter,
        value,
        createdAt,
      });
    }
  }
  if (voteRows.length) await db.insert(postVotes).values(voteRows);

  // Updates from the ministry and the agency on projects the demo citizens watch.
  const updated: { projectId: string; id: string; body: string; createdAt: Date }[] = [];
  const byOwner = (p: ProjectPick) =>
    p.agency_id === input.ferma.organizationId ? input.ferma : input.works;
  const updateTargets = [
    ...(owned.rows[0] ? [{ projectId: owned.rows[0].id, by: input.ferma }] : []),
    ...kanoWorks.map((p) => ({ projectId: p.id, by: byOwner(p) })),
    ...enuguWorks.map((p) => ({ projectId: p.id, by: byOwner(p) })),
  ];
  for (const [i, target] of updateTargets.entries()) {
    const update = UPDATES[i % UPDATES.length]!;
    const createdAt = daysAgo(6 - i, 3);
    const [row] = await db
      .insert(posts)
      .values({
        tenantId,
        projectId: target.projectId,
        ownerId: target.by.userId,
        organizationId: target.by.organizationId,
        type: 'UPDATE',
        title: update.title,
        body: update.body,
        createdAt,
        modifiedAt: createdAt,
      })
      .returning({ id: posts.id });
    updated.push({ projectId: target.projectId, id: row!.id, body: update.body, createdAt });
  }

  // Follows: Chinedu and two residents follow Amina; Amina follows Chinedu.
  await db.insert(follows).values([
    { tenantId, followerId: input.chinedu, followeeId: input.amina, createdAt: daysAgo(9) },
    { tenantId, followerId: residents[0]!, followeeId: input.amina, createdAt: daysAgo(15) },
    { tenantId, followerId: residents[2]!, followeeId: input.chinedu, createdAt: daysAgo(14) },
    { tenantId, followerId: input.amina, followeeId: input.chinedu, createdAt: daysAgo(8) },
  ]);

  // The notifications these would have sent to Amina and Chinedu (older ones read).
  type NotificationInsert = typeof notifications.$inferInsert;
  const notificationRows: NotificationInsert[] = [];
  const demo = new Set([input.amina, input.chinedu]);
  const notify = (row: Omit<NotificationInsert, 'tenantId' | 'readAt'> & { createdAt: Date }) =>
    notificationRows.push({
      tenantId,
      ...row,
      readAt: now.getTime() - row.createdAt.getTime() > 10 * 86_400_000 ? row.createdAt : null,
    });
  for (const a of answered) {
    if (demo.has(a.reviewOwner) && a.actor !== a.reviewOwner) {
      notify({
        recipientId: a.reviewOwner,
        actorId: a.actor,
        kind: 'comment',
        eventKey: `post:${comments[a.index]!.id}`,
        projectId: a.projectId,
        postId: a.reviewId,
        excerpt: a.body,
        createdAt: a.createdAt,
      });
    }
  }
  for (const v of votesOn) {
    if (demo.has(v.reviewOwner)) {
      notify({
        recipientId: v.reviewOwner,
        actorId: v.actor,
        kind: v.value > 0 ? 'upvote' : 'downvote',
        eventKey: `vote:${v.reviewId}:${v.actor}`,
        projectId: v.projectId,
        postId: v.reviewId,
        excerpt: '',
        createdAt: v.createdAt,
      });
    }
  }
  for (const u of updated) {
    for (const watcher of eyemarkRows
      .filter((row) => row.projectId === u.projectId && demo.has(row.userId))
      .map((row) => row.userId)) {
      notify({
        recipientId: watcher,
        actorId: null,
        kind: 'project_update',
        eventKey: `post:${u.id}`,
        projectId: u.projectId,
        postId: u.id,
        excerpt: u.body,
        createdAt: u.createdAt,
      });
    }
  }
  const watched = kanoWorks[0];
  if (watched) {
    notify({
      recipientId: input.amina,
      actorId: byOwner(watched).userId,
      kind: 'status_change',
      eventKey: `status:${watched.id}:demo`,
      projectId: watched.id,
      data: { status: String(watched.status) },
      excerpt: '',
      createdAt: daysAgo(2, 5),
    });
  }
  notify({
    recipientId: input.amina,
    actorId: input.chinedu,
    kind: 'follow',
    eventKey: `follow:${input.chinedu}:${input.amina}`,
    excerpt: '',
    createdAt: daysAgo(9),
  });
  notify({
    recipientId: input.chinedu,
    actorId: input.amina,
    kind: 'follow',
    eventKey: `follow:${input.amina}:${input.chinedu}`,
    excerpt: '',
    createdAt: daysAgo(8),
  });
  for (let offset = 0; offset < notificationRows.length; offset += 500) {
    await db
      .insert(notifications)
      .values(notificationRows.slice(offset, offset + 500))
      .onConflictDoNothing();
  }

  await recountCommunity(db, tenantId);
  return {
    reviews: reviews.length,
    photos,
    comments: commentRows.length,
    notifications: notificationRows.length,
  };
}

/** Sets every counter the posts and eyemarks keep from the rows themselves (posts, votes, eyemarks). */
export async function recountCommunity(db: DbOrTx, tenantId: string) {
  await db.execute(sql`
    UPDATE posts po SET children_count = c.n FROM (
      SELECT parent_id, count(*)::int AS n FROM posts WHERE tenant_id = ${tenantId} AND parent_id IS NOT NULL GROUP BY parent_id
    ) c WHERE po.id = c.parent_id`);
  await db.execute(sql`
    UPDATE posts po SET upvotes_count = v.up, downvotes_count = v.down FROM (
      SELECT post_id, count(*) FILTER (WHERE value > 0)::int AS up, count(*) FILTER (WHERE value < 0)::int AS down
        FROM post_votes WHERE tenant_id = ${tenantId} GROUP BY post_id
    ) v WHERE po.id = v.post_id`);
  // A review is a REVIEW that does not answer another review (posts.presenter isReview).
  const reviewsOf = sql`
    SELECT po.project_id, po.owner_id FROM posts po LEFT JOIN posts parent ON parent.id = po.parent_id
     WHERE po.tenant_id = ${tenantId} AND po.type = 'REVIEW' AND (parent.id IS NULL OR parent.type <> 'REVIEW')`;
  await db.execute(sql`
    UPDATE projects p SET reviews_count = r.n FROM (SELECT project_id, count(*)::int AS n FROM (${reviewsOf}) x GROUP BY project_id) r
     WHERE p.id = r.project_id`);
  await db.execute(sql`
    INSERT INTO user_review_counts (user_id, tenant_id, reviews_count)
    SELECT owner_id, ${tenantId}, count(*)::int FROM (${reviewsOf}) x GROUP BY owner_id
    ON CONFLICT (user_id) DO UPDATE SET reviews_count = excluded.reviews_count`);
  await db.execute(sql`
    UPDATE projects p SET eyemarked_count = e.n FROM (
      SELECT project_id, count(*)::int AS n FROM eyemarks WHERE tenant_id = ${tenantId} GROUP BY project_id
    ) e WHERE p.id = e.project_id`);
  await db.execute(sql`
    INSERT INTO user_eyemark_counts (user_id, tenant_id, eyemarked_count)
    SELECT user_id, ${tenantId}, count(*)::int FROM eyemarks WHERE tenant_id = ${tenantId} GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE SET eyemarked_count = excluded.eyemarked_count`);
}
