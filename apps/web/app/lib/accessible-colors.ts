import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palettes with shades 6–9 (or only 9) darkened where the defaults fail WCAG AA on white: shade 7 is what
 * filled buttons and badges paint under white text and what `c="<colour>"` text and outline controls use
 * (≥ 4.5:1 on white), shade 9 is the text of light badges and alerts over shade 1 (≥ 4.5:1), shade 6 is for
 * icons and borders (≥ 3:1). Same hue and saturation, lower lightness (e.g. the brand orange #f76707, 3.0:1,
 * becomes #be4f05, 4.9:1). Shades 0–5 (backgrounds) stay Mantine's. Gray, indigo, grape, violet and pink
 * pass as they are. `accessible-colors.test.ts` checks the ratios.
 */
function darker(name: string, shades: string[]): MantineColorsTuple {
  const base = DEFAULT_THEME.colors[name];
  if (!base) throw new Error(`Mantine has no ${name} palette`);
  return [...base.slice(0, 10 - shades.length), ...shades] as unknown as MantineColorsTuple;
}

export const ACCESSIBLE_COLORS = {
  red: darker('red', ['#fa5050', '#e21212', '#c51e1e', '#a72323']),
  blue: darker('blue', ['#228be6', '#1a73c4', '#1766b0', '#155897']),
  cyan: darker('cyan', ['#139aad', '#0d7d8f', '#0a6e7f', '#095e6d']),
  teal: darker('teal', ['#109e73', '#09825e', '#077352', '#066246']),
  green: darker('green', ['#35a048', '#288138', '#227331', '#1f632d']),
  lime: darker('lime', ['#649a17', '#4f7d0f', '#44700a', '#3c6008']),
  yellow: darker('yellow', ['#b98204', '#9c6500', '#945600', '#854500']),
  orange: darker('orange', ['#e46902', '#be4f05', '#ae4309', '#9b330b']),
  // Only shade 9 (light controls' text, also over their hover shade 2): Mantine's #364fc7 and #5f3dc4.
  indigo: darker('indigo', ['#3249b7']),
  violet: darker('violet', ['#5938b9']),
};
