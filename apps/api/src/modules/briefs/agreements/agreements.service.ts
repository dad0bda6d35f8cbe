import {
  AGREEMENT_CLAWBACK_DAYS,
  AGREEMENT_MONTHS_MAX,
  AGREEMENT_RISK_ACCOUNT_HOURS,
  AGREEMENT_RISK_WON_AFTER_PAYMENT_MINUTES,
  calendarDay,
  FREE_MAIL_DOMAINS,
  istanbulDayStart,
  type TAgreement,
  type TAgreementList,
  type TAgreementRiskSignal,
  type TLocale,
  type TOpsAgreement,
} from '@brifa/contracts';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { TDb } from '../../../platform/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { randomToken } from '../../../platform/tokens.ts';
import { readMultipart } from '../../files/uploads.ts';
import { findUserById } from '../../identity/users/users.service.ts';
import { balanceOf, parseTlAmount, postTransaction } from '../../ledger/wallet/wallet.service.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { cleanFileName, detectOfferFileType } from '../offers/offer-file.service.ts';
import { findOfferById } from '../offers/offers.repo.ts';
import type { TOfferRow } from '../offers/offers.table.ts';
import { releaseWonRefund, type TRefundable, wonRefundKurus } from '../opportunities/refunds.ts';
import type { TAgreementFile } from './agreement-file.ts';
import type { TAgreementNoticeRef, TAgreementRef } from './agreements.events.ts';
import {
  findAgreement,
  findMatchRow,
  findOfferKey,
  insertAgreement,
  listAgreementsOf,
  listAwaitingCap,
  lockAgreement,
  lockProviderAgreements,
  partyNames,
  providerIdsOfUser,
  releasedBetween,
  riskFacts,
  type TAgreementListRow,
  updateAgreement,
} from './agreements.repo.ts';
import type { TAgreementRow } from './agreements.table.ts';
import './agreements.events.ts';

/**
 * Agreements (issue 20 items 1 and 2). The client's won mark opens one and holds the agency's won refund as
 * pending on it (no ledger entry). The agency sends the amount, the period, the contract and the invoice; the
 * client confirms the amount; then, with no risk signal and room under the agency's monthly cap, the refund is
 * released once (`refund-won:{match}`). A risk signal sends it to an operator, who approves or rejects.
 * Every change locks the agreement's row first, so concurrent calls see each other's outcome.
 */

type TSide = 'client' | 'provider';
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * HOUR_MS;
const DOCUMENT_TYPES = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' } as const;
const OPEN: ReadonlySet<TAgreementRow['status']> = new Set(['awaiting_documents', 'awaiting_confirmation']);
const FINAL: ReadonlySet<TAgreementRow['status']> = new Set(['ended', 'rejected']);

const iso = (at: Date | null) => at?.toISOString() ?? null;

function noticeRef(row: TAgreementRow, offerKey: string): TAgreementNoticeRef {
  return {
    id: row.id,
    offerId: row.offerId,
    offerKey,
    matchId: row.matchId,
    providerId: row.providerId,
    clientUserId: row.clientUserId,
  };
}

function toAgreement(row: TAgreementRow, offerKey: string, side: TSide): TAgreement {
  const file = (name: string | null, type: string | null) =>
    name && type ? { FileName: name, FileType: type } : null;
  return {
    Id: row.id,
    OfferKey: offerKey,
    MatchedProviderId: row.matchId,
    Side: side,
    Status: row.status,
    AmountKurus: row.amountKurus,
    Period: row.period,
    Months: row.months,
    Contract: file(row.contractFileName, row.contractFileType),
    Invoice: file(row.invoiceFileName, row.invoiceFileType),
    RefundPendingKurus: row.refundPendingKurus,
    RefundReleasedKurus: row.refundReleasedKurus,
    RefundReleasedAt: iso(row.refundReleasedAt),
    RefundTakenBackKurus: row.refundTakenBackKurus,
    DocumentsAt: iso(row.documentsAt),
    ConfirmedAt: iso(row.confirmedAt),
    VerifiedAt: iso(row.verifiedAt),
    EndedAt: iso(row.endedAt),
    EndedBy: row.endedBy,
    EndReason: row.endReason,
    CreatedAt: row.createdAt.toISOString(),
    CanSendDocuments: side === 'provider' && OPEN.has(row.status),
    CanConfirm: side === 'client' && row.status === 'awaiting_confirmation',
    CanEnd: !FINAL.has(row.status),
    ShownOnTimeline: (side === 'client' ? row.clientShownAt : row.agencyShownAt) !== null,
    OtherSideShownOnTimeline: (side === 'client' ? row.agencyShownAt : row.clientShownAt) !== null,
    CanShowOnTimeline: !FINAL.has(row.status),
  };
}

/** Both sides agreed to be named on the public timeline (names show while the agreement is live). */
const namedOnTimeline = (row: TAgreementRow) => row.clientShownAt !== null && row.agencyShownAt !== null;

/** The caller's side of the agreement, or 404 for anyone else. */
async function sideOf(
  deps: Pick<TDeps, 'db'>,
  userId: number,
  row: TAgreementRow | undefined,
): Promise<TSide> {
  if (!row) throw briefsErrors.agreementNotFound();
  if (row.clientUserId === userId) return 'client';
  if ((await providerIdsOfUser(deps.db, userId)).includes(row.providerId)) return 'provider';
  throw briefsErrors.agreementNotFound();
}

/**
 * The won mark (client-matches markWon, in its transaction): opens the agreement once per match and holds the
 * won refund as pending. Answers the agreement and its pending kuruş (undefined when it existed already).
 */
export async function openAgreement(
  deps: TDeps,
  offer: TOfferRow,
  match: TRefundable,
  now: Date,
): Promise<{ id: number; pendingKurus: number } | undefined> {
  const pending = wonRefundKurus(offer, match);
  const row = await insertAgreement(deps.db, {
    offerId: offer.id,
    matchId: match.id,
    providerId: match.providerId,
    clientUserId: offer.userId,
    status: 'awaiting_documents',
    refundPendingKurus: pending,
    createdAt: now,
    updatedAt: now,
  });
  return row ? { id: row.id, pendingKurus: pending } : undefined;
}

/** GET AgreementDocument: the caller's agreements (a client's, or its agencies'), with the pending total. */
/** "Category · other side" in `locale`; the agency reads the client's company only once it has access. */
function projectTitle(row: TAgreementListRow, side: TSide, locale: TLocale): string {
  const category = locale === 'tr' ? row.categoryTr : row.categoryEn;
  const other = side === 'client' ? row.agencyName : row.accessAt ? row.companyName : '';
  return other ? `${category} · ${other}` : category;
}

export async function listAgreements(
  deps: TDeps,
  input: { userId: number; offerKey?: string; locale: TLocale },
): Promise<TAgreementList> {
  const user = await findUserById(deps.db, input.userId);
  const side: TSide = user?.userType === 'client' ? 'client' : 'provider';
  const who =
    side === 'client'
      ? { clientUserId: input.userId }
      : { providerIds: await providerIdsOfUser(deps.db, input.userId) };
  const rows = await listAgreementsOf(deps.db, who, input.offerKey);
  return {
    Items: rows.map((r) => ({
      ...toAgreement(r.agreement, r.offerKey, side),
      ProjectTitle: projectTitle(r, side, input.locale),
    })),
    PendingRefundKurus:
      side === 'client' ? 0 : rows.reduce((sum, r) => sum + r.agreement.refundPendingKurus, 0),
  };
}

function monthOf(now: Date): { from: Date; to: Date } {
  const [year, month] = calendarDay(now).split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return {
    from: istanbulDayStart(`${year}-${String(month).padStart(2, '0')}-01`),
    to: istanbulDayStart(next),
  };
}

/** Room left under the agency's monthly cap of released won refunds (this Istanbul month). */
async function capRoom(deps: TDeps, providerId: number, now: Date): Promise<number> {
  const { from, to } = monthOf(now);
  const cap = deps.config.AGREEMENT_REFUND_MONTHLY_CAP_TL * 100;
  return cap - (await releasedBetween(deps.db, providerId, from, to));
}

async function refundableOf(deps: TDeps, row: TAgreementRow) {
  const offer = await findOfferById(deps.db as TDb, row.offerId);
  const match = await findMatchRow(deps.db, row.matchId);
  if (!offer || !match) throw briefsErrors.agreementNotFound();
  return { offer, match };
}

/**
 * Releases the pending refund (in the caller's transaction, the agreement's row locked): within the monthly
 * cap unless an operator decides; above it the agreement waits (awaiting_cap) for a month with room.
 */
async function release(
  deps: TDeps,
  row: TAgreementRow,
  now: Date,
  options: { ignoreCap: boolean },
): Promise<TAgreementRow> {
  await lockProviderAgreements(deps.db, row.providerId);
  if (!options.ignoreCap && row.refundPendingKurus > (await capRoom(deps, row.providerId, now))) {
    return (await updateAgreement(deps.db, row.id, {
      status: 'awaiting_cap',
      verifiedAt: row.verifiedAt ?? now,
      updatedAt: now,
    }))!;
  }
  const { offer, match } = await refundableOf(deps, row);
  const released = row.refundPendingKurus > 0 ? await releaseWonRefund(deps.db, offer, match, now) : 0;
  const after = (await updateAgreement(deps.db, row.id, {
    status: 'verified',
    verifiedAt: row.verifiedAt ?? now,
    refundPendingKurus: 0,
    refundReleasedKurus: row.refundReleasedKurus + released,
    refundReleasedAt: released > 0 ? now : row.refundReleasedAt,
    updatedAt: now,
  }))!;
  if (released > 0)
    await emit(deps, 'agreement.refund_released', {
      agreement: noticeRef(after, offer.key),
      releasedKurus: released,
    });
  return after;
}

function emailDomain(email: string | null | undefined): string | null {
  const domain = email?.split('@')[1]?.trim().toLowerCase();
  if (!domain || (FREE_MAIL_DOMAINS as readonly string[]).includes(domain)) return null;
  return domain;
}

/** Loopback and private addresses (a local run, an office network behind the proxy) say nothing of a person. */
function isPublicAddress(ip: string | null): ip is string {
  if (!ip || !ipaddr.isValid(ip)) return false;
  const parsed = ipaddr.process(ip);
  return parsed.range() === 'unicast';
}

const normalise = (text: string | null | undefined) =>
  (text ?? '')
    .toLocaleLowerCase('tr')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const phoneDigits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '').slice(-10);

/** The risk signals of an agreement (decisions.md issue 20): any one sends it to an operator. */
export async function riskSignalsOf(
  deps: Pick<TDeps, 'db'>,
  row: TAgreementRow,
): Promise<TAgreementRiskSignal[]> {
  const facts = await riskFacts(deps.db, row);
  const signals: TAgreementRiskSignal[] = [];
  const wonAt = row.createdAt.getTime();
  if (!facts.client || wonAt - facts.client.createdAt.getTime() < AGREEMENT_RISK_ACCOUNT_HOURS * HOUR_MS)
    signals.push('young_client_account');
  if (facts.requested) signals.push('requested_agency');
  if (
    facts.accessAt &&
    wonAt - facts.accessAt.getTime() < AGREEMENT_RISK_WON_AFTER_PAYMENT_MINUTES * MINUTE_MS
  )
    signals.push('won_soon_after_payment');
  const clientPhone = phoneDigits(facts.client?.phone);
  const agencyPhones = [...facts.team.map((m) => m.phone), facts.company?.phone].map(phoneDigits);
  if (clientPhone.length >= 7 && agencyPhones.includes(clientPhone)) signals.push('shared_phone');
  const clientBilling = facts.billing.filter((b) => b.userId === row.clientUserId);
  const agencyBilling = facts.billing.filter((b) => b.providerId === row.providerId);
  const clientDomains = [facts.client?.email, ...clientBilling.map((b) => b.email)].map(emailDomain);
  const agencyDomains = new Set(
    [...facts.team.map((m) => m.email), facts.company?.email, ...agencyBilling.map((b) => b.email)]
      .map(emailDomain)
      .filter(Boolean),
  );
  if (clientDomains.some((d) => d && agencyDomains.has(d))) signals.push('shared_email_domain');
  const clientSessions = facts.sessions.filter((s) => s.userId === row.clientUserId);
  const agencySessions = facts.sessions.filter((s) => s.userId !== row.clientUserId);
  const devices = new Set(agencySessions.map((s) => s.deviceId).filter(Boolean));
  if (clientSessions.some((s) => s.deviceId && devices.has(s.deviceId))) signals.push('shared_device');
  const ips = new Set(agencySessions.map((s) => s.ip).filter(isPublicAddress));
  if (clientSessions.some((s) => s.ip && ips.has(s.ip))) signals.push('shared_ip');
  const address = (b: { address: string; district: string; city: string }) =>
    normalise(`${b.address} ${b.district} ${b.city}`);
  const agencyAddresses = new Set([
    ...agencyBilling.map(address),
    ...(facts.company?.address ? [normalise(facts.company.address)] : []),
  ]);
  if (clientBilling.some((b) => agencyAddresses.has(address(b)) || agencyAddresses.has(normalise(b.address))))
    signals.push('shared_billing_address');
  return signals;
}

/** Documents in and the amount confirmed: release, or send to an operator on any risk signal. */
async function verify(deps: TDeps, row: TAgreementRow, offerKey: string, now: Date): Promise<TAgreementRow> {
  const signals = await riskSignalsOf(deps, row);
  if (signals.length === 0) return release(deps, row, now, { ignoreCap: false });
  const after = (await updateAgreement(deps.db, row.id, {
    status: 'in_review',
    riskSignals: signals,
    updatedAt: now,
  }))!;
  await emit(deps, 'agreement.review_needed', {
    agreement: noticeRef(after, offerKey),
    kind: 'review',
    title: `Anlaşma #${row.id} (${offerKey}) ajans #${row.providerId}: ${signals.join(', ')}`,
  });
  return after;
}

function agreementRef(row: TAgreementRow, offer: TOfferRow): TAgreementRef {
  return {
    id: row.id,
    offer: {
      id: offer.id,
      key: offer.key,
      userId: offer.userId,
      categoryId: offer.categoryId,
      companyName: offer.companyName,
      createdAt: offer.createdAt,
    },
    match: { id: row.matchId, providerId: row.providerId },
    amountKurus: row.amountKurus ?? 0,
    period: row.period ?? 'one_off',
    months: row.period === 'monthly' ? row.months : null,
  };
}

/** PUT AgreementDocument/{id}: the agency's amount, period, contract and invoice (before the client confirms). */
export async function saveAgreementDocuments(
  deps: TDeps,
  userId: number,
  id: number,
  request: FastifyRequest,
): Promise<TAgreement> {
  const found = await findAgreement(deps.db, id);
  if ((await sideOf(deps, userId, found)) !== 'provider') throw briefsErrors.agreementNotFound();
  const { files, fields } = await readMultipart(request, { maxFiles: 2 });
  const bad: string[] = [];
  const amountKurus = parseTlAmount(fields.Amount ?? '');
  if (amountKurus === null) bad.push('Amount');
  const period = fields.Period === 'monthly' || fields.Period === 'one_off' ? fields.Period : null;
  if (!period) bad.push('Period');
  const months = period === 'monthly' ? Number(fields.Months) : null;
  if (period === 'monthly' && !(Number.isInteger(months) && months! >= 1 && months! <= AGREEMENT_MONTHS_MAX))
    bad.push('Months');
  const stored: Record<'Contract' | 'Invoice', { key: string; name: string; type: string } | null> = {
    Contract: null,
    Invoice: null,
  };
  for (const field of ['Contract', 'Invoice'] as const) {
    const file = files.find((f) => f.fieldName === field);
    if (!file) {
      const had = field === 'Contract' ? found!.contractFileKey : found!.invoiceFileKey;
      if (!had) bad.push(field);
      continue;
    }
    const type = detectOfferFileType(file.body);
    if (type !== 'pdf' && type !== 'png' && type !== 'jpg') {
      bad.push(field);
      continue;
    }
    const key = `agreements/${id}/${field.toLowerCase()}-${randomToken(12)}.${type}`;
    stored[field] = { key, name: cleanFileName(file.fileName, type), type: DOCUMENT_TYPES[type] };
  }
  if (bad.length > 0) throw briefsErrors.agreementDocumentsInvalid(bad);
  for (const field of ['Contract', 'Invoice'] as const) {
    const file = files.find((f) => f.fieldName === field);
    const target = stored[field];
    if (file && target) await deps.adapters.storage.put(target.key, file.body, target.type);
  }
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockAgreement(tx, id);
    if (!row || !OPEN.has(row.status)) throw briefsErrors.agreementStateInvalid();
    const after = (await updateAgreement(tx, id, {
      status: 'awaiting_confirmation',
      amountKurus,
      period,
      months,
      ...(stored.Contract
        ? {
            contractFileKey: stored.Contract.key,
            contractFileName: stored.Contract.name,
            contractFileType: stored.Contract.type,
          }
        : {}),
      ...(stored.Invoice
        ? {
            invoiceFileKey: stored.Invoice.key,
            invoiceFileName: stored.Invoice.name,
            invoiceFileType: stored.Invoice.type,
          }
        : {}),
      documentsAt: now,
      updatedAt: now,
    }))!;
    const offerKey = await findOfferKey(tx, after.offerId);
    await emit({ ...deps, db: tx }, 'agreement.documents_sent', {
      agreement: noticeRef(after, offerKey),
      amountKurus: amountKurus!,
    });
    return toAgreement(after, offerKey, 'provider');
  });
}

/**
 * POST OfferAgreement/{id}/confirm: the client confirms the amount it was shown. Emits agreement.confirmed once,
 * then verifies. Concurrent confirmations wait on the row's lock; the later ones find it confirmed and answer
 * its state, so the refund is released exactly once.
 */
export async function confirmAgreement(
  deps: TDeps,
  userId: number,
  id: number,
  amountKurus: number,
): Promise<TAgreement> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const row = await lockAgreement(tx, id);
    if ((await sideOf(txDeps, userId, row)) !== 'client') throw briefsErrors.agreementNotFound();
    const offerKey = await findOfferKey(tx, row!.offerId);
    if (row!.confirmedAt && row!.amountKurus === amountKurus) return toAgreement(row!, offerKey, 'client');
    if (row!.status !== 'awaiting_confirmation') throw briefsErrors.agreementStateInvalid();
    if (row!.amountKurus !== amountKurus) throw briefsErrors.agreementAmountChanged();
    const confirmed = (await updateAgreement(tx, id, { confirmedAt: now, updatedAt: now }))!;
    const offer = await findOfferById(tx, confirmed.offerId);
    await emit(txDeps, 'agreement.confirmed', {
      agreement: agreementRef(confirmed, offer!),
      confirmedAt: now,
    });
    return toAgreement(await verify(txDeps, confirmed, offerKey, now), offerKey, 'client');
  });
}

/**
 * POST OfferAgreement/{id}/end: either side ends it with a reason. A pending refund is dropped; a refund
 * released within AGREEMENT_CLAWBACK_DAYS is taken back as a ledger entry, as far as the balance allows; the
 * rest is recorded as a shortfall and sent to an operator.
 */
export async function endAgreement(
  deps: TDeps,
  userId: number,
  id: number,
  reason: string,
): Promise<TAgreement> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const row = await lockAgreement(tx, id);
    const side = await sideOf(txDeps, userId, row);
    const after = await endLocked(txDeps, row!, { by: side, reason, now });
    return toAgreement(after, await findOfferKey(tx, after.offerId), side);
  });
}

async function endLocked(
  deps: TDeps,
  row: TAgreementRow,
  input: { by: 'client' | 'provider' | 'operator'; reason: string; now: Date },
): Promise<TAgreementRow> {
  if (FINAL.has(row.status)) throw briefsErrors.agreementStateInvalid();
  const { now } = input;
  let takenBack = 0;
  let shortfall = 0;
  const releasedAt = row.refundReleasedAt?.getTime();
  if (
    row.refundReleasedKurus > 0 &&
    releasedAt !== undefined &&
    now.getTime() - releasedAt <= AGREEMENT_CLAWBACK_DAYS * DAY_MS
  ) {
    const owed = row.refundReleasedKurus;
    takenBack = Math.min(owed, Math.max(0, await balanceOf(deps.db, row.providerId)));
    shortfall = owed - takenBack;
    if (takenBack > 0)
      await postTransaction(deps.db, {
        legs: [
          { party: { providerId: row.providerId }, amountKurus: -takenBack },
          { party: { platform: 'platform_promotions' }, amountKurus: takenBack },
        ],
        type: 'leadcoin',
        reason: 'refund_won_taken_back',
        description: await findOfferKey(deps.db, row.offerId),
        idempotencyKey: `refund-won-back:${row.matchId}`,
        matchedProviderId: row.matchId,
        now,
      });
  }
  const after = (await updateAgreement(deps.db, row.id, {
    status: input.by === 'operator' ? 'rejected' : 'ended',
    refundPendingKurus: 0,
    refundTakenBackKurus: takenBack,
    refundShortfallKurus: shortfall,
    endedAt: now,
    endedBy: input.by,
    endReason: input.reason,
    ...(input.by === 'operator' ? { reviewNote: input.reason } : {}),
    updatedAt: now,
  }))!;
  const offerKey = await findOfferKey(deps.db, row.offerId);
  await emit(deps, 'agreement.ended', {
    agreement: noticeRef(after, offerKey),
    by: input.by,
    reason: input.reason,
    takenBackKurus: takenBack,
    shortfallKurus: shortfall,
  });
  // A named timeline card turns anonymous: the public pages' cache forgets it.
  if (namedOnTimeline(row))
    await emit(deps, 'agreement.timeline_changed', { agreement: noticeRef(after, offerKey) });
  if (shortfall > 0)
    await emit(deps, 'agreement.review_needed', {
      agreement: noticeRef(after, offerKey),
      kind: 'shortfall',
      title: `Anlaşma #${row.id} (${offerKey}) ajans #${row.providerId}: iade geri alınamadı, eksik ${shortfall} kuruş`,
    });
  return after;
}

/**
 * PUT OfferAgreement/{id}/timeline-consent (issue 21 item 8): the caller's side gives or withdraws its consent
 * to be named on the public timeline (the client's company, the agency's public name). Giving it needs a live
 * agreement; withdrawing is always possible. A change of what the timeline shows (both consents before or
 * after) emits agreement.timeline_changed, so the public pages' cache forgets the named card at once.
 */
export async function setTimelineConsent(
  deps: TDeps,
  userId: number,
  id: number,
  shown: boolean,
): Promise<TAgreement> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const row = await lockAgreement(tx, id);
    const side = await sideOf(txDeps, userId, row);
    const offerKey = await findOfferKey(tx, row!.offerId);
    const current = side === 'client' ? row!.clientShownAt : row!.agencyShownAt;
    if ((current !== null) === shown) return toAgreement(row!, offerKey, side);
    if (shown && FINAL.has(row!.status)) throw briefsErrors.agreementStateInvalid();
    const value = shown ? now : null;
    const after = (await updateAgreement(
      tx,
      id,
      side === 'client' ? { clientShownAt: value, updatedAt: now } : { agencyShownAt: value, updatedAt: now },
    ))!;
    if (namedOnTimeline(row!) !== namedOnTimeline(after))
      await emit(txDeps, 'agreement.timeline_changed', { agreement: noticeRef(after, offerKey) });
    return toAgreement(after, offerKey, side);
  });
}

/** GET AgreementDocument/{id}/{contract|invoice}: the file, for the brief's client and the agency's team. */
export async function openAgreementFile(
  deps: TDeps,
  userId: number,
  id: number,
  which: 'contract' | 'invoice',
) {
  const row = await findAgreement(deps.db, id);
  await sideOf(deps, userId, row);
  return agreementFile(deps, row!, which);
}

/** The console's download of a document it checks (ops/actions; the ops guard stands before it). */
export async function openAgreementFileForOps(deps: TDeps, id: number, which: 'contract' | 'invoice') {
  const row = await findAgreement(deps.db, id);
  if (!row) throw briefsErrors.agreementNotFound();
  return agreementFile(deps, row, which);
}

async function agreementFile(
  deps: TDeps,
  row: NonNullable<Awaited<ReturnType<typeof findAgreement>>>,
  which: 'contract' | 'invoice',
): Promise<TAgreementFile> {
  const key = which === 'contract' ? row.contractFileKey : row.invoiceFileKey;
  const file = key ? await deps.adapters.storage.get(key) : undefined;
  if (!file) throw briefsErrors.agreementNotFound();
  return {
    stream: file.stream,
    size: file.size,
    name: (which === 'contract' ? row.contractFileName : row.invoiceFileName) ?? which,
    type: (which === 'contract' ? row.contractFileType : row.invoiceFileType) ?? 'application/octet-stream',
  };
}

// ── The console (ops/actions call these inside withAudit) ────────────────────────────────────────────

export async function opsAgreementView(deps: Pick<TDeps, 'db'>, id: number): Promise<TOpsAgreement> {
  const row = await findAgreement(deps.db, id);
  if (!row) throw briefsErrors.agreementNotFound();
  const names = await partyNames(deps.db, row);
  const { Side: _side, ...view } = toAgreement(row, await findOfferKey(deps.db, row.offerId), 'client');
  return {
    ...view,
    CanConfirm: false,
    CanSendDocuments: false,
    OfferId: row.offerId,
    ProviderId: row.providerId,
    AgencyName: names.agencyName,
    ClientUserId: row.clientUserId,
    ClientName: names.clientName,
    RiskSignals: row.riskSignals,
    ReviewNote: row.reviewNote,
    RefundShortfallKurus: row.refundShortfallKurus,
  };
}

export type TAgreementDecision = { before: TAgreementRow; after: TAgreementRow; changed: boolean };

/** An operator approves: the refund is released now (the monthly cap is the operator's call). */
export async function approveAgreement(
  deps: TDeps,
  input: { id: number; note: string },
): Promise<TAgreementDecision> {
  const now = deps.clock.now();
  const row = await lockAgreement(deps.db, input.id);
  if (!row) throw briefsErrors.agreementNotFound();
  if (row.status === 'verified') return { before: row, after: row, changed: false };
  if (FINAL.has(row.status)) throw briefsErrors.agreementStateInvalid();
  let current = row;
  if (!row.confirmedAt && row.amountKurus !== null) {
    current = (await updateAgreement(deps.db, row.id, { confirmedAt: now, updatedAt: now }))!;
    const offer = await findOfferById(deps.db as TDb, row.offerId);
    await emit(deps, 'agreement.confirmed', { agreement: agreementRef(current, offer!), confirmedAt: now });
  }
  if (input.note) current = (await updateAgreement(deps.db, row.id, { reviewNote: input.note }))!;
  const after = await release(deps, current, now, { ignoreCap: true });
  return { before: row, after, changed: true };
}

/** An operator rejects with a reason: no refund (one released within the window is taken back). */
export async function rejectAgreement(
  deps: TDeps,
  input: { id: number; reason: string },
): Promise<TAgreementDecision> {
  const row = await lockAgreement(deps.db, input.id);
  if (!row) throw briefsErrors.agreementNotFound();
  if (row.status === 'rejected') return { before: row, after: row, changed: false };
  const after = await endLocked(deps, row, { by: 'operator', reason: input.reason, now: deps.clock.now() });
  return { before: row, after, changed: true };
}

/** The daily job: agreements waiting for cap room are released, oldest first, while the month has room. */
export async function releaseWaitingRefunds(deps: TDeps): Promise<number> {
  let released = 0;
  for (const waiting of await listAwaitingCap(deps.db)) {
    const done = await deps.db.transaction(async (tx) => {
      const row = await lockAgreement(tx, waiting.id);
      if (row?.status !== 'awaiting_cap') return false;
      const after = await release({ ...deps, db: tx }, row, deps.clock.now(), { ignoreCap: false });
      return after.status === 'verified';
    });
    if (done) released += 1;
  }
  return released;
}
