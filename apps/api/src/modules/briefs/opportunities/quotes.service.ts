import { randomBytes } from 'node:crypto';
import {
  MAX_FILE_BYTES,
  OFFER_FILE_TYPES,
  type TLocale,
  type TOpportunityDetail,
  type ZQuoteInput,
} from '@brifa/contracts';
import type { FastifyRequest } from 'fastify';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { filesErrors } from '../../files/files.errors.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { findMatchWithOffer, isProviderMember } from '../matching/client-matches.repo.ts';
import { cleanFileName, detectOfferFileType, readUpload } from '../offers/offer-file.service.ts';
import { findProviderMatch, findQuote, updateQuoteFile, upsertQuote } from './opportunities.repo.ts';
import { agencyOf, isOpenForAgencies, opportunityForProvider } from './opportunities.service.ts';
import '../briefs.events.ts';

type TParsedQuote = ReturnType<typeof ZQuoteInput.parse>;

/** The agency's match it may quote on: it has access and the brief is still open. */
async function quotableMatch(deps: TDeps, userId: number, matchId: number) {
  const providerId = await agencyOf(deps, userId);
  const row = await findProviderMatch(deps.db, providerId, matchId);
  if (!row) throw briefsErrors.opportunityNotFound();
  if (row.match.accessAt === null) throw briefsErrors.quoteNeedsAccess();
  if (!isOpenForAgencies(row)) throw briefsErrors.opportunityClosed();
  return row;
}

/** PUT MatchedProvider/{id}/quote: sends the quote, or updates it; the client sees it in its offers list. */
export async function saveQuote(
  deps: TDeps,
  input: { userId: number; matchId: number; quote: TParsedQuote; locale: TLocale },
): Promise<TOpportunityDetail> {
  const row = await quotableMatch(deps, input.userId, input.matchId);
  await deps.db.transaction(async (tx) => {
    const scoped = { ...deps, db: tx };
    const isFirst = !(await findQuote(tx, row.match.id));
    await upsertQuote(
      tx,
      row.match.id,
      {
        userId: input.userId,
        amountKurus: input.quote.AmountTry * 100,
        pricingModel: input.quote.PricingModel,
        lines: input.quote.Lines.map((line) => ({ title: line.Title, amountKurus: line.AmountTry * 100 })),
        durationDays: input.quote.DurationDays,
        message: input.quote.Message,
      },
      deps.clock.now(),
    );
    // The client hears of the first quote; later edits show on its offers page without a new notice.
    if (!isFirst) return;
    await emit(scoped, 'match.quote_sent', {
      offer: row.offer,
      match: row.match,
      amountKurus: input.quote.AmountTry * 100,
    });
  });
  return opportunityForProvider(deps, {
    userId: input.userId,
    offerKey: row.offer.key,
    locale: input.locale,
  });
}

/** POST MatchedProvider/{id}/quote/file: the quote's attachment (same types as a brief's, checked by content). */
export async function saveQuoteFile(
  deps: TDeps,
  input: { userId: number; matchId: number; request: FastifyRequest; locale: TLocale },
): Promise<TOpportunityDetail> {
  const row = await quotableMatch(deps, input.userId, input.matchId);
  if (!(await findQuote(deps.db, row.match.id))) throw commonErrors.validationFailed(['Quote']);
  const { body, name } = await readUpload(input.request);
  if (body.length === 0) throw commonErrors.validationFailed(['File']);
  if (body.length > MAX_FILE_BYTES) throw filesErrors.tooBig();
  const type = detectOfferFileType(body);
  if (!type) throw briefsErrors.offerFileTypeInvalid();
  const fileKey = `quotes/${row.match.id}/${randomBytes(12).toString('hex')}.${type}`;
  await deps.adapters.storage.put(fileKey, body, OFFER_FILE_TYPES[type]);
  await updateQuoteFile(
    deps.db,
    row.match.id,
    {
      fileKey,
      fileName: cleanFileName(name, type),
      fileType: OFFER_FILE_TYPES[type],
      fileBytes: body.length,
    },
    deps.clock.now(),
  );
  return opportunityForProvider(deps, {
    userId: input.userId,
    offerKey: row.offer.key,
    locale: input.locale,
  });
}

/** GET MatchedProvider/{id}/quote/file: for the brief's client and the agency's team; 404 for anyone else. */
export async function openQuoteFile(deps: TDeps, input: { userId: number; matchId: number }) {
  const found = await findMatchWithOffer(deps.db, input.matchId);
  const allowed =
    found &&
    (found.offer.userId === input.userId ||
      (await isProviderMember(deps.db, input.userId, found.match.providerId)));
  const quote = allowed ? await findQuote(deps.db, input.matchId) : undefined;
  if (!quote?.fileKey) throw commonErrors.notFound();
  const file = await deps.adapters.storage.get(quote.fileKey);
  if (!file) throw commonErrors.notFound();
  return {
    stream: file.stream,
    size: file.size,
    name: quote.fileName ?? 'quote',
    type: quote.fileType ?? 'application/octet-stream',
  };
}
