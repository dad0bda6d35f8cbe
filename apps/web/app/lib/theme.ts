import { MODAL_WIDTH_PX, type TBrand } from '@brifa/contracts';
import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from '@mantine/core';
import { ACCESSIBLE_COLORS } from './accessible-colors.ts';
import type { TTranslate } from './i18n.tsx';
import classes from './theme.module.css';

/**
 * `t` names the controls Mantine draws without text, in the page's language: the close button of every toast,
 * pop-up and drawer. (A date picker names its calendar's arrows itself: lib/calendar-labels.ts.)
 */
export function themeFor(brand: TBrand, t: TTranslate): MantineThemeOverride {
  return createTheme({
    primaryColor: brand.primaryColor,
    // Shade 7 keeps white button text and primary links at WCAG AA contrast (4.5:1) on white, with the
    // palettes darkened where Mantine's fail (ACCESSIBLE_COLORS: orange, teal, green, red, ...).
    primaryShade: { light: 7, dark: 8 },
    colors: ACCESSIBLE_COLORS,
    defaultRadius: 'md',
    fontFamily:
      'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, -apple-system, sans-serif',
    headings: { fontWeight: '700' },
    components: {
      Modal: {
        defaultProps: {
          size: MODAL_WIDTH_PX,
          centered: true,
          closeButtonProps: { 'aria-label': t('layout.close') },
        },
      },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t('layout.close') } } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('layout.closeNotice') } } },
      // A link in an alert takes the alert's own (readable) text colour, underlined.
      Alert: { classNames: { message: classes.alertMessage } },
    },
  });
}

/**
 * Secondary ("dimmed") text one shade darker than Mantine's default, which is below 4.5:1 on white; error
 * text (field messages, the code boxes' message) red 8, since Mantine's red 6 is 3.3:1 on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    // Placeholders (and the empty pickers' placeholder text) at 4.7:1 on white instead of gray 5's 2.1:1.
    '--mantine-color-placeholder': '#6c757d',
  },
  dark: {},
});
