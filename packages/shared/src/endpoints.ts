import type { z } from 'zod';
import type { EndpointKey, EndpointMap, FileResponse, HttpMethod } from './endpoint.js';
import { accountsEndpoints } from './accounts/accounts.endpoints.js';
import { analyticsEndpoints } from './analytics/analytics.endpoints.js';
import { collaborationEndpoints } from './collaboration/collaboration.endpoints.js';
import { dashboardsEndpoints } from './dashboards/dashboards.endpoints.js';
import { locationsEndpoints } from './locations/locations.endpoints.js';
import { notificationsEndpoints } from './notifications/notifications.endpoints.js';
import { openDataEndpoints } from './open-data/open-data.endpoints.js';
import { directoryEndpoints } from './organizations/directory.endpoints.js';
import { organizationsEndpoints } from './organizations/organizations.endpoints.js';
import { peopleEndpoints } from './people/people.endpoints.js';
import { plansEndpoints } from './plans/plans.endpoints.js';
import { postsEndpoints } from './posts/posts.endpoints.js';
import { projectLookupsEndpoints } from './projects/project-lookups.endpoints.js';
import { projectsEndpoints } from './projects/projects.endpoints.js';
import { subscriptionsEndpoints } from './subscriptions/subscriptions.endpoints.js';
import { koboEndpoints } from './surveys/kobo.endpoints.js';
import { surveysEndpoints } from './surveys/surveys.endpoints.js';

export * from './endpoint.js';

/** Each module's map on its own, so the API test can tell a key declared twice (a spread would hide it). */
export const endpointMaps = {
  accountsEndpoints,
  analyticsEndpoints,
  collaborationEndpoints,
  dashboardsEndpoints,
  directoryEndpoints,
  koboEndpoints,
  locationsEndpoints,
  notificationsEndpoints,
  openDataEndpoints,
  organizationsEndpoints,
  peopleEndpoints,
  plansEndpoints,
  postsEndpoints,
  projectLookupsEndpoints,
  projectsEndpoints,
  subscriptionsEndpoints,
  surveysEndpoints,
} as const;

/** The typed route map: every endpoint the web calls, keyed `'<METHOD> <path>'` as docs/spec/endpoints.txt says. */
export const endpoints = {
  ...accountsEndpoints,
  ...analyticsEndpoints,
  ...collaborationEndpoints,
  ...dashboardsEndpoints,
  ...directoryEndpoints,
  ...koboEndpoints,
  ...locationsEndpoints,
  ...notificationsEndpoints,
  ...openDataEndpoints,
  ...organizationsEndpoints,
  ...peopleEndpoints,
  ...plansEndpoints,
  ...postsEndpoints,
  ...projectLookupsEndpoints,
  ...projectsEndpoints,
  ...subscriptionsEndpoints,
  ...surveysEndpoints,
} as const satisfies EndpointMap;

export type Endpoints = typeof endpoints;
export type EndpointName = Extract<keyof Endpoints, EndpointKey>;
/** The keys of one method, e.g. `KeyOf<'GET'>`. */
export type KeyOf<M extends HttpMethod> = Extract<EndpointName, `${M} ${string}`>;

type Part<K extends EndpointName, P extends 'query' | 'body'> =
  Endpoints[K] extends Record<P, infer S extends z.ZodType> ? S : never;

/** What the endpoint answers: the output of its response schema, or a file. */
export type ResponseOf<K extends EndpointName> = Endpoints[K] extends { response: infer R }
  ? R extends FileResponse
    ? FileResponse
    : R extends z.ZodType
      ? z.output<R>
      : never
  : never;
/** What the caller sends: the input of its body schema (`never` when the endpoint takes no body). */
export type BodyOf<K extends EndpointName> = z.input<Part<K, 'body'>>;
/** The query the endpoint reads: the input of its query schema (`never` when the map declares none). */
export type QueryOf<K extends EndpointName> = z.input<Part<K, 'query'>>;
