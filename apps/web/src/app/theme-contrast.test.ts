import { DEFAULT_THEME, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

// Light badges ("Published", "Verified"), alert titles and the red "Delete account" link failed
// WCAG AA. Light-variant text sits on the colour's shade 6 at 10% (12% hovered) over white.

const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
const luminance = (hex: string) =>
  [0, 1, 2]
    .map((i) => channel(hex, i) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};
const overWhite = (hex: string, alpha: number) =>
  `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(hex, i) * alpha + 255 * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const colors = DEFAULT_THEME.colors;
const variables = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as MantineTheme).light;
const resolve = (value: string) => {
  const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  return shade ? colors[shade[1]!]![Number(shade[2])]! : value;
};

describe('theme contrast (WCAG AA, 4.5:1)', () => {
  for (const name of ['green', 'teal', 'yellow', 'orange', 'lime', 'cyan', 'blue', 'red']) {
    it(`light ${name} text on its light background`, () => {
      const text = resolve(variables[`--mantine-color-${name}-light-color`]!);
      expect(text, `--mantine-color-${name}-light-color is set`).toBeTruthy();
      for (const alpha of [0.1, 0.12])
        expect(contrast(text, overWhite(colors[name]![6], alpha))).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('red danger links (red.9) on white, on the hovered row and on the active (light red) row', () => {
    for (const background of [
      '#ffffff',
      colors.gray[0],
      overWhite(colors.red[6], 0.1),
      overWhite(colors.red[6], 0.12),
    ]) {
      expect(contrast(colors.red[9], background)).toBeGreaterThanOrEqual(4.5);
    }
    // red.8 (the old colour) does not pass on the active row.
    expect(contrast(colors.red[8], overWhite(colors.red[6], 0.1))).toBeLessThan(4.5);
  });
});
