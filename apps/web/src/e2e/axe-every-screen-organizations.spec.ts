// Every government body screen of docs/spec/routes.txt, as the kind of user it is for, at 1280 px and 390 px: no axe
// violation of WCAG 2.1 A/AA. How, and the public and citizen screens: axe-screens.ts and
// axe-every-screen.spec.ts.
import { axeEveryScreen } from './axe-screens';

axeEveryScreen(['works', 'health', 'admin']);
