import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_COLORS } from './accessible-colors.ts';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const palettes = { ...DEFAULT_THEME.colors, ...ACCESSIBLE_COLORS };
const used = Object.entries(palettes).filter(([name]) => name !== 'dark');

describe('the theme palettes', () => {
  it.each(used)(
    '%s: filled and text shade 7 reads at 4.5:1 on white, light shade 9 on shade 1 and on its hover shade 2',
    (_, shades) => {
      expect(contrast(shades[7], '#ffffff')).toBeGreaterThanOrEqual(4.5);
      // A filled button's hover (shade 8) under white text.
      expect(contrast(shades[8], '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shades[9], shades[1])).toBeGreaterThanOrEqual(4.5);
      // Mantine 9 paints a hovered light or subtle control shade 2 (--mantine-color-<colour>-light-hover).
      expect(contrast(shades[9], shades[2])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shades[6], '#ffffff')).toBeGreaterThanOrEqual(3);
    },
  );

  it('Mantine’s own indigo fails on a hovered light button (4.1:1), the darker shade 9 passes', () => {
    expect(contrast(DEFAULT_THEME.colors.indigo[9], DEFAULT_THEME.colors.indigo[2])).toBeLessThan(4.5);
    expect(contrast(ACCESSIBLE_COLORS.indigo[9], ACCESSIBLE_COLORS.indigo[2])).toBeGreaterThanOrEqual(4.5);
  });

  it('Mantine’s own orange fails, so the override is what makes the button readable', () => {
    expect(contrast(DEFAULT_THEME.colors.orange[7], '#ffffff')).toBeLessThan(4.5);
    expect(contrast(ACCESSIBLE_COLORS.orange[7], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
