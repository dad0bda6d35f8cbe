import type { TAgreement } from '@brifa/contracts';
import { Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import { useTimelineConsent } from '../api/agreements.ts';

/**
 * Issue 21 item 8: the caller's side gives or withdraws its consent to be named on the public timeline. Names
 * show only while both sides agreed; the hint says that only the company and agency names show, never people.
 */
export function TimelineConsentSwitch({ agreement }: { agreement: TAgreement }) {
  const t = useT();
  const locale = useLocale();
  const consent = useTimelineConsent();
  const shown = agreement.ShownOnTimeline;
  const other = agreement.OtherSideShownOnTimeline;
  // An ended agreement: the switch may still be turned off, never on.
  if (!agreement.CanShowOnTimeline && !shown) return null;
  const state: TMessageKey | null =
    shown && other
      ? 'agreements.timeline.both'
      : shown
        ? 'agreements.timeline.waitingOther'
        : other
          ? 'agreements.timeline.otherAgreed'
          : null;
  return (
    <Stack gap={4} data-testid="timeline-consent">
      <Switch
        size="sm"
        checked={shown}
        disabled={consent.isPending}
        label={t('agreements.timeline.label')}
        description={t(
          agreement.Side === 'client' ? 'agreements.timeline.clientHint' : 'agreements.timeline.agencyHint',
        )}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          consent.mutate(
            { id: agreement.Id, shown: next },
            {
              onSuccess: () =>
                notifications.show({
                  color: 'green',
                  message: t(next ? 'agreements.timeline.shown' : 'agreements.timeline.hidden'),
                }),
              onError: (failure) =>
                notifications.show({ color: 'red', message: failureMessage(failure, locale) }),
            },
          );
        }}
      />
      {state ? (
        <Text
          size="xs"
          c={state === 'agreements.timeline.both' ? 'green.8' : 'dimmed'}
          data-testid="timeline-consent-state"
        >
          {t(state)}
        </Text>
      ) : null}
    </Stack>
  );
}
