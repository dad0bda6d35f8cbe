import { Button } from '@mantine/core';
import { useLocation } from 'react-router';
import { useLocale, useT } from '../lib/i18n.tsx';
import { languageSwitchPath } from '../lib/language-switch-path.ts';

/**
 * A plain link to /language/<other> (routes/language.ts), followed as a full page load: it works before the page
 * has hydrated and without JavaScript, and the server answers with the page in the other language.
 */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = locale === 'tr' ? 'en' : 'tr';
  return (
    <Button
      component="a"
      href={languageSwitchPath(other, `${pathname}${search}`)}
      rel="nofollow"
      variant="subtle"
      color="gray"
      size="sm"
      fullWidth={fullWidth}
      hrefLang={other}
      lang={other}
      aria-label={t('language.switchToAria')}
      data-testid="language-switch"
    >
      {t('language.switchTo')}
    </Button>
  );
}
