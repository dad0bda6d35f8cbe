import { Button } from '@mantine/core';
import { useLocale, useT } from '../lib/i18n.tsx';
import { useSwitchLanguage } from '../lib/use-switch-language.ts';

export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const switchLanguage = useSwitchLanguage();
  const other = locale === 'tr' ? 'en' : 'tr';
  return (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      fullWidth={fullWidth}
      lang={other}
      aria-label={t('language.switchToAria')}
      onClick={() => switchLanguage(other)}
      data-testid="language-switch"
    >
      {t('language.switchTo')}
    </Button>
  );
}
