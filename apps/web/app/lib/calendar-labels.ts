import type { CalendarAriaLabels } from '@mantine/dates';
import type { TTranslate } from './i18n.tsx';

/**
 * Names of the calendar's previous/next arrows, which Mantine draws without text. Passed by each date picker
 * (not set in the theme, so that pages without one do not carry these texts); the month/year header keeps no
 * aria-label, so its name is the month it shows.
 */
export function calendarLabels(t: TTranslate): CalendarAriaLabels {
  return {
    previousMonth: t('calendar.previousMonth'),
    nextMonth: t('calendar.nextMonth'),
    previousYear: t('calendar.previousYear'),
    nextYear: t('calendar.nextYear'),
    previousDecade: t('calendar.previousDecade'),
    nextDecade: t('calendar.nextDecade'),
  };
}
