// The message ids: `<namespace>.<key>`, read from the English catalogues (types only: nothing is bundled).
import type footer from './locales/en/footer.json';
import type mode from './locales/en/mode.json';
import type nav from './locales/en/nav.json';
import type shell from './locales/en/shell.json';

interface Catalogues {
  footer: typeof footer;
  mode: typeof mode;
  nav: typeof nav;
  shell: typeof shell;
}

export type MessageKey = { [N in keyof Catalogues]: `${N}.${keyof Catalogues[N] & string}` }[keyof Catalogues];
