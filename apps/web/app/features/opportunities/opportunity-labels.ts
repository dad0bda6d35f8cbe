import type {
  INVITATION_DECLINE_REASONS,
  PROVIDER_FEEDBACK_NEGATIVE,
  PROVIDER_FEEDBACK_POSITIVE,
  TAccessBlock,
  TAccessSource,
  TProviderOpportunityType,
  TTightenField,
  TTightenOption,
} from '@brifa/contracts';
import {
  AUDIENCE_LABELS,
  BUSINESS_TYPE_LABELS,
  COMPANY_SIZE_LABELS,
  GEO_SCOPE_LABELS,
  TURNOVER_LABELS,
} from '../../entities/brief/brief-labels.ts';
import type { TTranslate } from '../../lib/i18n.tsx';
import type { TMessageKey } from '../../locales/tr.ts';

type TBriefTraits = { SectorId: number; SectorName: string };

/** Dictionary keys of the contracts' enums, written out so the dictionary test finds each one. */

export const FOLDER_LABELS = {
  new: 'brief.match.new',
  not_reviewed: 'brief.match.notReviewed',
  reviewed: 'brief.match.reviewed',
  contacted: 'brief.match.contacted',
  not_interested: 'brief.match.notInterested',
  follow: 'opportunities.folder.follow',
  won: 'opportunities.folder.won',
  all: 'brief.match.all',
  quoted: 'opportunities.folder.quoted',
} as const satisfies Record<TProviderOpportunityType, TMessageKey>;

export const ACCESS_SOURCE_LABELS = {
  subscription: 'opportunities.access.source.subscription',
  wallet: 'opportunities.access.source.wallet',
  pool: 'opportunities.access.source.pool',
} as const satisfies Record<TAccessSource, TMessageKey>;

export const BLOCK_LABELS = {
  debt: 'opportunities.block.debt',
  closed: 'opportunities.block.closed',
  communication_limit: 'opportunities.block.communication_limit',
  insufficient_balance: 'opportunities.block.insufficient_balance',
  pool_contact_limit: 'opportunities.block.pool_contact_limit',
  suspended: 'opportunities.block.suspended',
} as const satisfies Record<TAccessBlock, TMessageKey>;

export const POSITIVE_FEEDBACK_LABELS = {
  contacted: 'opportunities.feedback.positive.contacted',
  meeting_set: 'opportunities.feedback.positive.meeting_set',
  meeting_done: 'opportunities.feedback.positive.meeting_done',
  offer_sent: 'opportunities.feedback.positive.offer_sent',
  agreed: 'opportunities.feedback.positive.agreed',
  other: 'opportunities.feedback.positive.other',
} as const satisfies Record<(typeof PROVIDER_FEEDBACK_POSITIVE)[number], TMessageKey>;

export const NEGATIVE_FEEDBACK_LABELS = {
  could_not_reach: 'opportunities.feedback.negative.could_not_reach',
  not_agreed: 'opportunities.feedback.negative.not_agreed',
  do_not_send_such: 'opportunities.feedback.negative.do_not_send_such',
  suspended: 'opportunities.feedback.negative.suspended',
  agreed_with_another: 'opportunities.feedback.negative.agreed_with_another',
  no_response: 'opportunities.feedback.negative.no_response',
  other: 'opportunities.feedback.negative.other',
} as const satisfies Record<(typeof PROVIDER_FEEDBACK_NEGATIVE)[number], TMessageKey>;

export const DECLINE_REASON_LABELS = {
  not_our_field: 'opportunities.invitation.reason.not_our_field',
  no_capacity: 'opportunities.invitation.reason.no_capacity',
  budget_too_low: 'opportunities.invitation.reason.budget_too_low',
  location: 'opportunities.invitation.reason.location',
  other: 'opportunities.invitation.reason.other',
} as const satisfies Record<(typeof INVITATION_DECLINE_REASONS)[number], TMessageKey>;

const TIGHTEN_LABELS = {
  BudgetDefinedOnly: 'opportunities.tighten.BudgetDefinedOnly',
  NoNonDecisionMakers: 'opportunities.tighten.NoNonDecisionMakers',
  NoTenders: 'opportunities.tighten.NoTenders',
  AudienceType: 'opportunities.tighten.AudienceType',
  GeoScope: 'opportunities.tighten.GeoScope',
  BusinessType: 'opportunities.tighten.BusinessType',
  Industry: 'opportunities.tighten.Industry',
  Turnover: 'opportunities.tighten.Turnover',
  CompanySize: 'opportunities.tighten.CompanySize',
} as const satisfies Record<TTightenField, TMessageKey>;

/** The value of a tightening option in words, when it is one of the brief's enums. */
function tightenValue(option: TTightenOption, t: TTranslate, brief?: TBriefTraits): string {
  // The sector comes as its id: name it as the brief does.
  if (option.Field === 'Industry' && brief && option.Value === String(brief.SectorId))
    return brief.SectorName;
  const maps: Partial<Record<TTightenField, Record<string, TMessageKey>>> = {
    AudienceType: AUDIENCE_LABELS,
    GeoScope: GEO_SCOPE_LABELS,
    BusinessType: BUSINESS_TYPE_LABELS,
    Turnover: TURNOVER_LABELS,
    CompanySize: COMPANY_SIZE_LABELS,
  };
  const key = maps[option.Field]?.[option.Value];
  return key ? t(key) : option.Value;
}

/** "B2C audience", "Budget not defined", "Sector: Retail"… for the "do not send such requests" checkboxes. */
export function tightenLabel(option: TTightenOption, t: TTranslate, brief?: TBriefTraits): string {
  return t(TIGHTEN_LABELS[option.Field], { value: tightenValue(option, t, brief) });
}
