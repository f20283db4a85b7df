/**
 * What the API's and the web's Sentry clients may send (both): what the deprecated `sendDefaultPii: false` collected,
 * spelled out, since its successor `dataCollection` collects everything by default (Sentry 10.78).
 */
const PERSONAL_KEYS = ['forwarded', '-ip', 'remote-', 'via', '-user'];

export const PRIVATE_DATA_COLLECTION = {
  userInfo: false,
  cookies: { deny: PERSONAL_KEYS },
  httpHeaders: { deny: PERSONAL_KEYS },
  urlQueryParams: { deny: PERSONAL_KEYS },
  httpBodies: [],
  genAI: { inputs: false, outputs: false },
  databaseQueryData: false,
};
