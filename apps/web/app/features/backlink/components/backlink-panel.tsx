import { type TBacklink, type TLocale, ZBacklinkSubmit } from '@brifa/contracts';
import {
  Alert,
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formatDate, formatDateTime } from '../../../lib/date-time.ts';
import { checkForm, formFailure } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useSessionUser } from '../../../lib/use-session-user.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { useBacklink, useSubmitBacklink } from '../api/backlink.ts';

const STATE_COLOR: Record<TBacklink['State'], string> = {
  none: 'gray',
  confirmed: 'green',
  not_found: 'orange',
  nofollow: 'orange',
  unreachable: 'red',
  lost: 'red',
};

const STATE_TEXT: Record<TBacklink['State'], TMessageKey> = {
  none: 'backlink.state.none',
  confirmed: 'backlink.state.confirmed',
  not_found: 'backlink.state.not_found',
  nofollow: 'backlink.state.nofollow',
  unreachable: 'backlink.state.unreachable',
  lost: 'backlink.state.lost',
};

/** Our own page shows the badge from its path (the page's origin), whatever PUBLIC_URL says. */
const ownPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** /provider/link: the badge in either language, the HTML to place it, the page's address and the check. */
export function BacklinkPanel() {
  const t = useT();
  const locale = useLocale();
  const providerId = useSessionUser()?.Provider?.Id ?? 0;
  const backlink = useBacklink(providerId);
  const submit = useSubmitBacklink(providerId);
  const [badgeLocale, setBadgeLocale] = useState<TLocale>(locale);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);

  if (backlink.isPending) return <Loader aria-label="…" />;
  if (!backlink.data) return <Alert color="red">{t('backlink.loadError')}</Alert>;
  const data = backlink.data;
  const amount = formatKurus(data.RewardKurus, locale);

  async function check(event: React.FormEvent) {
    event.preventDefault();
    setAlert(null);
    const value = url || data.PageUrl || '';
    const checked = checkForm(ZBacklinkSubmit, { Url: value }, locale);
    if (!checked.ok) {
      setError(checked.errors.Url);
      return;
    }
    setError(undefined);
    try {
      await submit.mutateAsync(checked.data.Url);
    } catch (failure) {
      const result = formFailure(failure, locale, ['Url']);
      setError(result.fields.Url);
      setAlert(result.message);
    }
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('backlink.title')}</Title>
      <Text>{t('backlink.intro', { amount })}</Text>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="badge-title">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4" id="badge-title">
              {t('backlink.badgeTitle')}
            </Title>
            <SegmentedControl
              aria-label={t('backlink.badgeLanguage')}
              value={badgeLocale}
              onChange={(value) => setBadgeLocale(value as TLocale)}
              data={[
                { value: 'tr', label: t('backlink.language.tr') },
                { value: 'en', label: t('backlink.language.en') },
              ]}
            />
          </Group>
          <img
            src={ownPath(data.BadgeUrls[badgeLocale])}
            alt={t('backlink.badgeTitle')}
            width={240}
            height={64}
            data-testid="badge-preview"
          />
          <Title order={3} size="h5">
            {t('backlink.htmlTitle')}
          </Title>
          <Text size="sm" c="dark.5">
            {t('backlink.htmlHint', { profile: data.ProfileUrls[badgeLocale] })}
          </Text>
          <Code block data-testid="badge-html" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {data.BadgeHtml[badgeLocale]}
          </Code>
          <CopyButton value={data.BadgeHtml[badgeLocale]}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} style={{ alignSelf: 'flex-start' }}>
                {copied ? t('backlink.copied') : t('backlink.copy')}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="check-title">
        <form onSubmit={check} noValidate>
          <Stack gap="sm">
            <Title order={2} size="h4" id="check-title">
              {t('backlink.status')}
            </Title>
            <Alert color={STATE_COLOR[data.State]} role="status" data-testid="backlink-state">
              {t(STATE_TEXT[data.State], { detail: data.Detail ?? '' })}
            </Alert>
            {data.CheckedAt ? (
              <Text size="sm" c="dark.5">
                {t('backlink.checkedAt', { date: formatDateTime(data.CheckedAt, locale) })}
              </Text>
            ) : null}
            <Text fw={600} data-testid="backlink-reward">
              {data.RewardedAt
                ? t('backlink.rewarded', { date: formatDate(data.RewardedAt, locale), amount })
                : t('backlink.rewardPending', { amount })}
            </Text>
            {data.RewardedAt ? (
              <Anchor component={Link} to="/premium/wallet-transactions">
                {t('backlink.walletLink')}
              </Anchor>
            ) : null}
            <TextInput
              type="url"
              label={t('backlink.pageUrl')}
              placeholder="https://"
              value={url || data.PageUrl || ''}
              onChange={(event) => setUrl(event.currentTarget.value)}
              error={error}
              withAsterisk
            />
            <FormAlert message={alert} />
            <Button type="submit" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('backlink.check')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
