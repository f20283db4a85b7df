export type ResourceLink = {
  title: string;
  description: string;
  /** An in-app route. */
  href: string;
};

export type AboutContent = { title: string; paragraphs: string[] };

export const RESOURCES: ResourceLink[] = [
  {
    title: 'Frequently asked questions',
    description:
      'Eyemarking, writing reviews, verified-on-site photos, importing spreadsheets, inviting stakeholders, and deleting your account.',
    href: '/faqs',
  },
  {
    title: 'Community guidelines',
    description:
      'How to write useful reviews, what photos to post, what is not allowed, and how to report a post that breaks the rules.',
    href: '/community-guidelines',
  },
  {
    title: 'Choose your interests',
    description:
      'Pick the states, ministries, development goals and sectors you care about, so the projects you see first are the ones that matter to you.',
    href: '/settings/interests',
  },
  {
    title: 'Privacy policy',
    description:
      'What data we collect, how photo locations are handled, which cookies we use, how long we keep data, and your rights under the Nigeria Data Protection Act 2023.',
    href: '/privacy',
  },
  {
    title: 'Terms of use',
    description:
      'The rules for using Oversight: your account, the content you post, government data, and what happens if the rules are broken.',
    href: '/terms',
  },
];

export const ABOUT: AboutContent = {
  title: 'About Oversight',
  paragraphs: [
    'Oversight is a platform for tracking public projects and planning for results in Nigeria. It brings together the people who fund, run, build and use public projects in one place.',
    'Ministries, departments and agencies publish their projects here with locations, budgets, amounts released and spent, contractors and progress. They also use Oversight to import project lists, run forms and surveys, plan with outcomes and indicators, build dashboards, and invite the stakeholders who need to take part.',
    'Citizens and civil-society organisations find those projects on a map or in search, eyemark the ones they care about, and post reviews and photos of what they see on the ground. Photos taken at the project itself are marked "verified on site".',
    "Putting the official record and citizens' reports side by side makes it easier for everyone to see where work is on track, where it has stalled, and where public money needs a closer look.",
  ],
};
