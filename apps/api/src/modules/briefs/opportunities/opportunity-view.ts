import {
  MATCHED_AGENCIES_PER_PROJECT,
  OFFER_COMMUNICATION_LIMIT,
  PROJECT_VIEW_FEE_KURUS,
  PROVIDER_FOLDERS,
  PROVIDER_OPPORTUNITY_TYPES,
  type TAccessBlock,
  type TLocale,
  type TOpportunityBrief,
  type TOpportunityBriefSummary,
  type TOpportunityDetail,
  type TProviderFolderCounts,
  type TProviderOpportunity,
  type TQuote,
  type TTightenOption,
} from '@brifa/contracts';
import type { TDb } from '../../../platform/db.ts';
import { selectExpertiseQuestions } from '../../catalogue/catalogue.service.ts';
import { matchAgencyState } from '../matching/client-matches.service.ts';
import type { TOfferRow } from '../offers/offers.table.ts';
import { agencyClient, agencyText, type TBriefClient } from './agency-view.ts';
import {
  findClient,
  findDistrictName,
  findProviderFeedback,
  quoteLines,
  type TOpportunityRow,
} from './opportunities.repo.ts';
import type { TQuoteRow } from './opportunities.table.ts';

/** How the agency-facing pieces of a brief are shaped; shared by matched and pool opportunities. */

const SUMMARY_LENGTH = 220;

function summaryOf(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  return flat.length <= SUMMARY_LENGTH ? flat : `${flat.slice(0, SUMMARY_LENGTH).replace(/\s+\S*$/, '')}…`;
}

export type TBriefNames = {
  category: { tr: string; en: string };
  sector: { tr: string; en: string };
  cityName: string | null;
};

/** Whether the agency reading a brief has access, and (when known) the client its texts must not name. */
export type TReader = { hasAccess: boolean; client?: TBriefClient };

export function briefSummary(
  offer: TOfferRow,
  names: TBriefNames,
  locale: TLocale,
  reader: TReader,
): TOpportunityBriefSummary {
  return {
    OfferKey: offer.key,
    CategoryId: offer.categoryId,
    CategoryName: names.category[locale],
    SectorId: offer.sectorId,
    SectorName: names.sector[locale],
    CityName: names.cityName,
    BudgetTry: offer.budgetTry,
    StartDate: offer.startDate,
    Summary: summaryOf(agencyText(offer.description, offer, reader.hasAccess, reader.client)),
    CompanySize: offer.companySize as TOpportunityBriefSummary['CompanySize'],
    CreatedAt: offer.createdAt.toISOString(),
  };
}

export function quoteView(quote: TQuoteRow | null | undefined): TQuote | null {
  if (!quote) return null;
  return {
    AmountKurus: quote.amountKurus,
    Currency: quote.currency,
    PricingModel: quote.pricingModel,
    Lines: quoteLines(quote),
    DurationDays: quote.durationDays,
    Message: quote.message,
    FileName: quote.fileName,
    SentAt: quote.sentAt.toISOString(),
    UpdatedAt: quote.updatedAt.toISOString(),
  };
}

export function opportunityView(row: TOpportunityRow, locale: TLocale): TProviderOpportunity {
  const { match, offer } = row;
  return {
    Id: match.id,
    Source: match.source as TProviderOpportunity['Source'],
    Status: match.status,
    AgencyState: matchAgencyState(offer, match.id),
    Folder: row.folder,
    MatchedAt: match.createdAt.toISOString(),
    RespondBy: match.respondBy.toISOString(),
    HasAccess: match.accessAt !== null,
    AccessSource: match.accessSource,
    Brief: briefSummary(offer, row, locale, { hasAccess: match.accessAt !== null, client: row.client }),
    Quote: quoteView(row.quote),
  };
}

export function countsOf(countRows: { folder: string; quoted: boolean; n: number }[]): TProviderFolderCounts {
  const counts = Object.fromEntries(
    PROVIDER_OPPORTUNITY_TYPES.map((type) => [type, 0]),
  ) as TProviderFolderCounts;
  for (const row of countRows) {
    if ((PROVIDER_FOLDERS as readonly string[]).includes(row.folder)) {
      counts[row.folder as keyof TProviderFolderCounts] += row.n;
    }
    counts.all += row.n;
    if (row.quoted) counts.quoted += row.n;
  }
  return counts;
}

/** The brief's questions and the client's answers, in the caller's language. */
async function answersOf(db: TDb, offer: TOfferRow, locale: TLocale, reader: TReader) {
  const questions = await selectExpertiseQuestions(db, offer.categoryId);
  const result: { Question: string; Answer: string }[] = [];
  for (const question of questions) {
    const answer = offer.answers[question.key];
    if (answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0)) continue;
    const values = Array.isArray(answer) ? answer : [answer];
    const labels = values.map((value) => {
      const option = question.options.find((item) => item.Key === value);
      return option ? (locale === 'tr' ? option.NameTr : option.NameEn) : value;
    });
    result.push({
      Question: locale === 'tr' ? question.questionTr : question.questionEn,
      Answer: agencyText(labels.join(', '), offer, reader.hasAccess, reader.client),
    });
  }
  return result;
}

export async function fullBrief(
  db: TDb,
  offer: TOfferRow,
  names: TBriefNames,
  locale: TLocale,
  reader: TReader,
): Promise<TOpportunityBrief> {
  return {
    ...briefSummary(offer, names, locale, reader),
    Description: agencyText(offer.description, offer, reader.hasAccess, reader.client),
    Answers: await answersOf(db, offer, locale, reader),
    DistrictName: await findDistrictName(db, offer.districtId),
    EmployeeCount: offer.employeeCount,
    AudienceType: offer.audienceType as TOpportunityBrief['AudienceType'],
    GeoScope: offer.geoScope as TOpportunityBrief['GeoScope'],
    BusinessType: offer.businessType as TOpportunityBrief['BusinessType'],
    Turnover: offer.turnover as TOpportunityBrief['Turnover'],
    IsTender: offer.isTender,
    IsDecisionMaker: offer.isDecisionMaker,
    ContactPreference: offer.contactPreference as TOpportunityBrief['ContactPreference'],
    AvailableTime: offer.availableTime,
    HasFile: offer.fileKey !== null,
  };
}

/** "Do not send such requests": what this brief would let the agency exclude from its preferences. */
export function tightenOptionsOf(offer: TOfferRow): TTightenOption[] {
  const options: TTightenOption[] = [];
  if (offer.budgetTry === null) options.push({ Field: 'BudgetDefinedOnly', Value: 'true' });
  if (!offer.isDecisionMaker) options.push({ Field: 'NoNonDecisionMakers', Value: 'true' });
  if (offer.isTender) options.push({ Field: 'NoTenders', Value: 'true' });
  if (offer.audienceType) options.push({ Field: 'AudienceType', Value: offer.audienceType });
  if (offer.geoScope) options.push({ Field: 'GeoScope', Value: offer.geoScope });
  if (offer.businessType) options.push({ Field: 'BusinessType', Value: offer.businessType });
  options.push({ Field: 'Industry', Value: String(offer.sectorId) });
  if (offer.turnover) options.push({ Field: 'Turnover', Value: offer.turnover });
  options.push({ Field: 'CompanySize', Value: offer.companySize });
  return options;
}

export type TAccessState = {
  hasAccess: boolean;
  source: TOpportunityDetail['Access']['Source'];
  subscribed: boolean;
  balanceKurus: number;
  blocked: boolean;
  /** Suspended by an operator (issue 17). */
  suspended: boolean;
  unlocked: number;
  closed: boolean;
};

/** Why the agency cannot unlock now, in the order a user should hear it. */
export function accessBlock(state: TAccessState, feeKurus: number): TAccessBlock | null {
  if (state.hasAccess) return null;
  if (state.suspended) return 'suspended';
  if (state.blocked) return 'debt';
  if (state.closed) return 'closed';
  if (state.unlocked >= OFFER_COMMUNICATION_LIMIT) return 'communication_limit';
  if (!state.subscribed && state.balanceKurus < feeKurus) return 'insufficient_balance';
  return null;
}

/** The opportunity page: the brief always, the client's identity and file only with access. */
export async function detailView(
  db: TDb,
  input: {
    offer: TOfferRow;
    names: TBriefNames;
    row: TOpportunityRow | null;
    access: TAccessState;
    locale: TLocale;
    poolContactsLeft: number | null;
    poolBlock?: TAccessBlock | null;
  },
): Promise<TOpportunityDetail> {
  const { offer, row, access, locale } = input;
  // Read before access too: the brief's texts are shown with the client's names blanked.
  const client = await findClient(db, offer.userId);
  const reader: TReader = { hasAccess: access.hasAccess, client };
  const feedback = row ? await findProviderFeedback(db, row.match.id) : undefined;
  return {
    Match: row ? opportunityView(row, locale) : null,
    Reasons: row
      ? row.match.reasons.map((reason) => ({ Code: reason.Code, Label: reason.Label[locale] }))
      : [],
    Brief: await fullBrief(db, offer, input.names, locale, reader),
    Client: agencyClient(offer, client, access.hasAccess),
    Access: {
      HasAccess: access.hasAccess,
      Source: access.source,
      FeeKurus: PROJECT_VIEW_FEE_KURUS,
      BalanceKurus: access.balanceKurus,
      Subscribed: access.subscribed,
      UnlockedCount: access.unlocked,
      UnlockLimit: MATCHED_AGENCIES_PER_PROJECT,
      Block: input.poolBlock !== undefined ? input.poolBlock : accessBlock(access, PROJECT_VIEW_FEE_KURUS),
    },
    Feedback: feedback
      ? {
          Sentiment: feedback.sentiment,
          Code: feedback.code,
          Note: feedback.note,
          UpdatedAt: feedback.updatedAt.toISOString(),
        }
      : null,
    TightenOptions: tightenOptionsOf(offer),
    PoolContactsLeft: input.poolContactsLeft,
  };
}
