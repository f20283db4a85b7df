import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Built around Nigeria's flag green (#008751, shade 6): white text on shades 6-9 passes WCAG AA.
const oversightGreen: MantineColorsTuple = [
  '#e6f5ee',
  '#ccebdc',
  '#99d6b9',
  '#66c297',
  '#33ad74',
  '#12985e',
  '#008751',
  '#007445',
  '#00613a',
  '#004d2e',
];

export const theme = createTheme({
  primaryColor: 'oversight',
  primaryShade: { light: 6, dark: 4 },
  colors: { oversight: oversightGreen },
  autoContrast: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Anchor: { defaultProps: { c: 'oversight.7' } },
    // Mantine's close buttons have no accessible name of their own.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Light-variant text (active navigation, light buttons) and dimmed text default to shades that fall just under
 * WCAG AA on their backgrounds; use darker ones.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-oversight-light-color': 'var(--mantine-color-oversight-8)',
    // Light badges and alert titles ("Published", "Verified", alert headings): Mantine's shades 6-9 of these colours
    // fall under 4.5:1 on their own light backgrounds; these darker tones pass on the background and its hover.
    '--mantine-color-green-light-color': '#257535',
    '--mantine-color-teal-light-color': '#076c4d',
    '--mantine-color-yellow-light-color': '#964d00',
    '--mantine-color-orange-light-color': '#b83d0d',
    '--mantine-color-lime-light-color': '#456f0a',
    '--mantine-color-cyan-light-color': '#096171',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-red-light-color': '#ab2424',
    // Subtle and light gray buttons (Back, Skip in sign-up): gray 6 is 3.3:1 on white, gray 7 passes.
    '--mantine-color-gray-light-color': 'var(--mantine-color-gray-7)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Placeholders (a file input's is text axe checks): gray 5 is 2.1:1 on white; this gray is 4.8:1 and still
    // reads lighter than a value.
    '--mantine-color-placeholder': '#737373',
    // Field errors and required stars: Mantine's red 6 (#fa5252) is 3.3:1 on white; red 9 (#c92a2a) is 5.4:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Red buttons (Delete): white on red 6 is 3.3:1; on red 9 it is 5.4:1, darker still on hover.
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a51d1d',
  },
  dark: {},
});
