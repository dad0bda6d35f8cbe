import { MODAL_WIDTH_PX, type TBrand } from '@brifa/contracts';
import { createTheme, type MantineThemeOverride } from '@mantine/core';

export function themeFor(brand: TBrand): MantineThemeOverride {
  return createTheme({
    primaryColor: brand.primaryColor,
    defaultRadius: 'md',
    fontFamily:
      'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, -apple-system, sans-serif',
    headings: { fontWeight: '700' },
    components: {
      Modal: { defaultProps: { size: MODAL_WIDTH_PX, centered: true } },
    },
  });
}
