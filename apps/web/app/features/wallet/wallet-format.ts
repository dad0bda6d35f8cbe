import type { TLocale, TWalletEntryReason, TWalletEntryType } from '@brifa/contracts';
import { NUMBER_LOCALE } from '../../lib/money.ts';
import type { TMessageKey } from '../../locales/tr.ts';

/** Date and 24-hour time in Türkiye's time zone, the same on the server render and in the browser. */
export function formatEntryDate(iso: string, locale: TLocale): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

const REASON_LABELS: Record<TWalletEntryReason, TMessageKey> = {
  grant: 'wallet.reason.grant',
  seed_gift: 'wallet.reason.seed_gift',
  profile_bonus: 'wallet.reason.profile_bonus',
  project_view: 'wallet.reason.project_view',
  refund_won: 'wallet.reason.refund_won',
  refund_dismissed: 'wallet.reason.refund_dismissed',
  refund_invalid: 'wallet.reason.refund_invalid',
  top_up: 'wallet.reason.top_up',
};

const TYPE_LABELS: Record<TWalletEntryType, TMessageKey> = {
  subscription: 'wallet.type.subscription',
  leadcoin: 'wallet.type.leadcoin',
  commission: 'wallet.type.commission',
  boost: 'wallet.type.boost',
  job: 'wallet.type.job',
  gift: 'wallet.type.gift',
  spending: 'wallet.type.spending',
  'top-up': 'wallet.type.top-up',
};

/** The label of an entry: its reason, or its type for a reason this screen does not know yet. */
export function entryLabelKey(entry: { Reason: string; Type: string }): TMessageKey | null {
  return (
    (REASON_LABELS as Record<string, TMessageKey>)[entry.Reason] ??
    (TYPE_LABELS as Record<string, TMessageKey>)[entry.Type] ??
    null
  );
}

export function typeLabelKey(type: string): TMessageKey | null {
  return (TYPE_LABELS as Record<string, TMessageKey>)[type] ?? null;
}
