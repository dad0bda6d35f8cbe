import type { TWalletEntryType } from '@brifa/contracts';
import { WALLET_REASON_LABELS } from '../../entities/wallet/wallet-reason-labels.ts';
import { walletEn } from '../../locales/parts/wallet.en.ts';
import { walletTr } from '../../locales/parts/wallet.tr.ts';
import type { TMessageKey } from '../../locales/tr.ts';

// Both languages' entry labels (the browser loads only the page's dictionary; these few come with this screen).
const LABELS_IN_EVERY_LANGUAGE: Array<Partial<Record<TMessageKey, string>>> = [walletTr, walletEn];

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
    (WALLET_REASON_LABELS as Record<string, TMessageKey>)[entry.Reason] ??
    (TYPE_LABELS as Record<string, TMessageKey>)[entry.Type] ??
    null
  );
}

export function typeLabelKey(type: string): TMessageKey | null {
  return (TYPE_LABELS as Record<string, TMessageKey>)[type] ?? null;
}

/**
 * The free-text description under an entry's label, or null when it only repeats what the screen already says:
 * the project key (refunds), or the entry's label in any language ("Hoş geldin hediyesi / Welcome gift" on an
 * English screen showed both languages at once; issue 16). Operator notes (wallet:grant) still show.
 */
export function entryDescription(entry: {
  Reason: string;
  Type: string;
  Description: string;
  OfferKey?: string | null;
}): string | null {
  const text = entry.Description.trim();
  if (!text || text === entry.OfferKey) return null;
  const key = entryLabelKey(entry);
  if (key) {
    const labels = new Set(
      LABELS_IN_EVERY_LANGUAGE.map((labels) => (labels[key] ?? '').toLocaleLowerCase('tr')),
    );
    const parts = text.split(/\s*[/|]\s*/).map((part) => part.toLocaleLowerCase('tr'));
    if (parts.every((part) => labels.has(part))) return null;
  }
  return text;
}
