import type { TNotificationParams, TOpportunityClient } from '@brifa/contracts';
import type { TOfferRow } from '../offers/offers.table.ts';

/**
 * What an agency may see of a brief, decided in this one place (issue 15). Until the agency has access (it
 * paid the viewing fee, its subscription covered the brief, or it took the brief from the pool) it sees the
 * need only: category, sector, city, budget (a band in notices) and the brief's own words with the client's
 * identity blanked. With access it sees the client: company, person, e-mail, phone and the attachment's
 * name. Every notice to an agency (notification, e-mail, WhatsApp, chat channel, live event) and every
 * agency-facing view of a brief (opportunities, pool, invitation page) takes its client details from here.
 */

/** A brief's need in both languages: what an agency reads before access. */
export type TBriefNeed = {
  category: { tr: string; en: string };
  sector: { tr: string; en: string };
  cityName: string | null;
  budgetTry: number | null;
};

/** The brief's client as stored (the account's person and the brief's company and file). */
export type TBriefClient = { name: string; surname: string; email: string; phone: string };

type TBriefIdentity = Pick<TOfferRow, 'companyName'> & Partial<Pick<TOfferRow, 'fileName'>>;

/**
 * The parameters of a notice about a brief to one agency: the need always, the client's company only with
 * access. The stored notification, its e-mail, WhatsApp text, chat-channel post and live event all render
 * from these.
 */
export function agencyNoticeParams(
  offer: Pick<TOfferRow, 'key' | 'companyName'>,
  need: TBriefNeed,
  hasAccess: boolean,
): TNotificationParams {
  return {
    OfferKey: offer.key,
    CategoryTr: need.category.tr,
    CategoryEn: need.category.en,
    SectorTr: need.sector.tr,
    SectorEn: need.sector.en,
    CityName: need.cityName,
    BudgetTry: need.budgetTry,
    ...(hasAccess ? { ClientName: offer.companyName } : {}),
  };
}

/**
 * The winning agency's name in an outcome notice to another agency: only to one that had access (it could
 * already talk to the client); never to agencies that did not pay.
 */
export function agencyWinnerName(winnerName: string | undefined, hasAccess: boolean): string | undefined {
  return hasAccess ? winnerName : undefined;
}

/** The client's details on the opportunity page: null until access. */
export function agencyClient(
  offer: TBriefIdentity,
  client: TBriefClient | undefined,
  hasAccess: boolean,
): TOpportunityClient | null {
  if (!hasAccess || !client) return null;
  return {
    FullName: `${client.name} ${client.surname}`.trim(),
    CompanyName: offer.companyName,
    Email: client.email,
    Phone: client.phone,
    FileName: offer.fileName ?? null,
  };
}

/** What stands in for a blanked name or contact in a brief's text before access (the same in both languages). */
export const HIDDEN = '•••';

const EMAILS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const WEB_ADDRESSES =
  /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|info|biz|io|co|app|shop|store|online|site|tr)(?:\.tr)?\b(?:\/\S*)?/giu;
/** Ten or more digits with the separators phone numbers are written with (budgets and dates have fewer). */
const PHONES = /\+?\(?\d(?:[\s().-]{0,3}\d){9,}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The client's names a text must not carry before access: company, person, e-mail's name part. */
function identityWords(offer: TBriefIdentity, client: TBriefClient | undefined): string[] {
  const words = [offer.companyName];
  if (client) {
    words.push(`${client.name} ${client.surname}`, client.surname, client.email);
    const local = client.email.split('@')[0];
    if (local && local.length >= 4) words.push(local);
  }
  return words.map((word) => word.trim()).filter((word) => word.length >= 3);
}

/**
 * A brief's own text (description, answers) as an agency may read it: unchanged with access; before access
 * the client's company and person, and any e-mail address, phone number or web address written into it,
 * are blanked. The client may have named itself in the brief; the viewing fee is what sells that name.
 */
export function agencyText(
  text: string,
  offer: TBriefIdentity,
  hasAccess: boolean,
  client?: TBriefClient,
): string {
  if (hasAccess || !text) return text;
  let out = text.replace(EMAILS, HIDDEN).replace(WEB_ADDRESSES, HIDDEN).replace(PHONES, HIDDEN);
  const words = identityWords(offer, client).sort((a, b) => b.length - a.length);
  if (words.length > 0) {
    const names = words.map(escapeRegExp).join('|');
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${names})(?![\\p{L}\\p{N}])`, 'giu'), HIDDEN);
  }
  return out;
}
