export type HomeBlock = { title: string; body: string };

export type HomeContent = {
  hero: { title: string; subtitle: string; primaryCta: string; secondaryCta: string };
  features: HomeBlock[];
  steps: HomeBlock[];
  audiences: HomeBlock[];
  closing: { title: string; body: string; cta: string };
};

export const HOME: HomeContent = {
  hero: {
    title: 'See what public money is building near you',
    subtitle:
      'Find government projects across Nigeria on a map, follow their progress, and post what you see on the ground. Ministries, departments and agencies publish their projects and plans here, so citizens can check them.',
    primaryCta: 'Explore projects',
    secondaryCta: 'Create a free account',
  },
  features: [
    {
      title: 'Find projects on a map',
      body: 'Browse roads, schools, clinics, water and power projects around you or in any state. Filter by status, sector, ministry, cost and year, or search by name, contractor or organisation.',
    },
    {
      title: 'Eyemark what matters to you',
      body: 'Follow the projects in your community with one tap. Keep them in your Eyemarked list and get notified when there is activity on them.',
    },
    {
      title: 'Review with photos from the site',
      body: 'Say how a project is going, attach up to four photos and pick a reaction. Photos taken on the spot with location on are marked "verified on site".',
    },
    {
      title: 'Publish and update projects',
      body: 'MDAs and contractors publish projects with locations, budgets, amounts released and spent, contractors and progress, and post updates as work moves forward.',
    },
    {
      title: 'Import spreadsheets, run forms',
      body: 'Bring in a whole project list from Excel or CSV, with errors and warnings shown before anything is saved. Build forms and surveys, collect responses and turn them into reports.',
    },
    {
      title: 'Plan for results',
      body: 'Set out plans with outcomes, indicators and activities, track them on your own dashboards, and invite the stakeholders who need to see or contribute to each part.',
    },
  ],
  steps: [
    {
      title: 'Find a project',
      body: 'Open the map to see projects near you, or search by name, state, sector or ministry. Each project page shows its status, budget, contractor, location and updates.',
    },
    {
      title: 'Eyemark it',
      body: 'Eyemark the projects you care about. They stay in your list, and you hear about new updates and reviews.',
    },
    {
      title: 'Say what you see',
      body: 'Visit the site, take photos and post a review. Your report sits next to the official figures, where the public and the organisation responsible can both see it.',
    },
  ],
  audiences: [
    {
      title: 'Citizens',
      body: 'Know what is being built in your ward, LGA and state, who is building it and what it costs. Follow it, review it and add your photos, free of charge.',
    },
    {
      title: 'Civil-society organisations',
      body: 'Monitor projects across the states and sectors you work on, gather evidence from the ground, and use the analytics pages to compare progress by state, ministry and development goal.',
    },
    {
      title: 'Ministries, departments and agencies',
      body: 'Publish your projects, import them from spreadsheets, run forms and surveys, build plans with outcomes and indicators, and see how citizens are reacting, all with roles and permissions for your staff.',
    },
    {
      title: 'Contractors',
      body: 'Show the work you are delivering, post progress updates on the projects you are invited to, and answer questions from the communities you build for.',
    },
  ],
  closing: {
    title: 'Public projects belong to the public',
    body: 'Every review, photo and update helps close the gap between what was promised and what was delivered. Start by finding one project near you.',
    cta: 'Get started',
  },
};
