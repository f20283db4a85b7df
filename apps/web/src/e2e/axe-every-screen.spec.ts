// Every public and citizen screen of docs/spec/routes.txt at 1280 px and 390 px: no axe violation of WCAG 2.1 A/AA
// (the public must be able to use every one). How, and the government body screens: axe-screens.ts and axe-every-screen-organizations.spec.ts.
import { axeEveryScreen } from './axe-screens';

axeEveryScreen(['anonymous', 'citizen']);
