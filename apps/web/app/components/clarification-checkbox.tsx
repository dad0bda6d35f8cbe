import { Anchor, Checkbox } from '@mantine/core';
import { useLocale, useT } from '../lib/i18n.tsx';
import { publicPath } from '../lib/public-paths.ts';

/**
 * Acceptance of the clarification text (KVKK), required to register; the text opens in a new tab. A client's
 * sign-up (`withTerms`) accepts the terms of use with it: the account records the version in force (issue 20).
 */
export function ClarificationCheckbox({
  checked,
  onChange,
  error,
  withTerms = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  withTerms?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const parts = t(withTerms ? 'account.clarification.labelWithTerms' : 'account.clarification.label').split(
    /(\{link\}|\{terms\})/,
  );
  return (
    <Checkbox
      name="IsClarificationAccepted"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      label={parts.map((part, index) => {
        const key = `${index}-${part}`;
        if (part === '{link}')
          return (
            <Anchor
              key={key}
              href={publicPath('clarificationText', locale)}
              target="_blank"
              rel="noopener"
              inherit
            >
              {t('account.clarification.link')}
            </Anchor>
          );
        if (part === '{terms}')
          return (
            <Anchor key={key} href={publicPath('termsOfUse', locale)} target="_blank" rel="noopener" inherit>
              {t('page.termsOfUse')}
            </Anchor>
          );
        return part;
      })}
    />
  );
}
