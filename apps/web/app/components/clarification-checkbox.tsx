import { Anchor, Checkbox } from '@mantine/core';
import { useLocale, useT } from '../lib/i18n.tsx';
import { publicPath } from '../lib/public-paths.ts';

/** Acceptance of the clarification text (KVKK), required to register; the text opens in a new tab. */
export function ClarificationCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const [before, after] = t('account.clarification.label').split('{link}');
  return (
    <Checkbox
      name="IsClarificationAccepted"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      label={
        <>
          {before}
          <Anchor href={publicPath('clarificationText', locale)} target="_blank" rel="noopener" inherit>
            {t('account.clarification.link')}
          </Anchor>
          {after}
        </>
      }
    />
  );
}
