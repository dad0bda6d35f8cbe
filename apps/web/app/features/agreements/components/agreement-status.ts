import type { TAgreement } from '@brifa/contracts';
import type { TMessageKey } from '../../../locales/tr.ts';

export const AGREEMENT_STATUS_LABEL: Record<TAgreement['Status'], TMessageKey> = {
  awaiting_documents: 'agreements.status.awaiting_documents',
  awaiting_confirmation: 'agreements.status.awaiting_confirmation',
  in_review: 'agreements.status.in_review',
  awaiting_cap: 'agreements.status.awaiting_cap',
  verified: 'agreements.status.verified',
  rejected: 'agreements.status.rejected',
  ended: 'agreements.status.ended',
};

export const AGREEMENT_STATUS_COLOR: Record<TAgreement['Status'], string> = {
  awaiting_documents: 'yellow',
  awaiting_confirmation: 'blue',
  in_review: 'orange',
  awaiting_cap: 'orange',
  verified: 'green',
  rejected: 'red',
  ended: 'gray',
};
