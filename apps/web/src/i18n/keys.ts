// The message ids: `<namespace>.<key>`, read from the English catalogues (types only: nothing is bundled).
// One import per namespace file in locales/en/.
import type activity from './locales/en/activity.json';
import type apierrors from './locales/en/apierrors.json';
import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type content from './locales/en/content.json';
import type directory from './locales/en/directory.json';
import type discover from './locales/en/discover.json';
import type errors from './locales/en/errors.json';
import type filler from './locales/en/filler.json';
import type filters from './locales/en/filters.json';
import type footer from './locales/en/footer.json';
import type forms from './locales/en/forms.json';
import type home from './locales/en/home.json';
import type mode from './locales/en/mode.json';
import type nav from './locales/en/nav.json';
import type notifications from './locales/en/notifications.json';
import type opendata from './locales/en/opendata.json';
import type people from './locales/en/people.json';
import type posts from './locales/en/posts.json';
import type profile from './locales/en/profile.json';
import type project from './locales/en/project.json';
import type projectlist from './locales/en/projectlist.json';
import type projects from './locales/en/projects.json';
import type search from './locales/en/search.json';
import type settings from './locales/en/settings.json';
import type shell from './locales/en/shell.json';
import type status from './locales/en/status.json';
import type walkthrough from './locales/en/walkthrough.json';

interface Catalogues {
  activity: typeof activity;
  apierrors: typeof apierrors;
  auth: typeof auth;
  common: typeof common;
  content: typeof content;
  directory: typeof directory;
  discover: typeof discover;
  errors: typeof errors;
  filler: typeof filler;
  filters: typeof filters;
  footer: typeof footer;
  forms: typeof forms;
  home: typeof home;
  mode: typeof mode;
  nav: typeof nav;
  notifications: typeof notifications;
  opendata: typeof opendata;
  people: typeof people;
  posts: typeof posts;
  profile: typeof profile;
  project: typeof project;
  projectlist: typeof projectlist;
  projects: typeof projects;
  search: typeof search;
  settings: typeof settings;
  shell: typeof shell;
  status: typeof status;
  walkthrough: typeof walkthrough;
}

export type Namespace = keyof Catalogues;
export type MessageKey = { [N in Namespace]: `${N}.${keyof Catalogues[N] & string}` }[Namespace];
