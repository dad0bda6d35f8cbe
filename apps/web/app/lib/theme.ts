import { MODAL_WIDTH_PX, type TBrand } from '@brifa/contracts';
import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from '@mantine/core';

export function themeFor(brand: TBrand): MantineThemeOverride {
  return createTheme({
    primaryColor: brand.primaryColor,
    // Shade 7 keeps white button text and primary links at WCAG AA contrast (4.5:1) on white.
    primaryShade: { light: 7, dark: 8 },
    defaultRadius: 'md',
    fontFamily:
      'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, -apple-system, sans-serif',
    headings: { fontWeight: '700' },
    components: {
      Modal: { defaultProps: { size: MODAL_WIDTH_PX, centered: true } },
    },
  });
}

/** Secondary ("dimmed") text one shade darker than Mantine's default, which is below 4.5:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
