import { randomBytes } from 'node:crypto';
import {
  chatFileProblem,
  MESSAGES_PER_MINUTE,
  type TConversation,
  type TConversationList,
  type TLocale,
  type TMessageDetail,
  type TMessageDetailList,
  type TSendMessage,
} from '@brifa/contracts';
import { commonErrors } from '../../platform/common.errors.ts';
import type { TDb } from '../../platform/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { emit } from '../../platform/events.ts';
import { publishCounts, publishLive } from '../../platform/live-publish.ts';
import { looksExecutable } from '../files/executables.ts';
import type { TUpload } from '../files/uploads.ts';
import { findMembership, findUserById } from '../identity/users/users.service.ts';
import { messagingErrors } from './messaging.errors.ts';
import {
  countSentSince,
  findConversation,
  findConversationView,
  findDetail,
  findMatchForConversation,
  insertDetail,
  listConversations,
  listDetails,
  markRead,
  otherSideReadUpTo,
  participantsOf,
  type TConversationViewRow,
  type TMessageDetailRow,
  type TViewer,
  upsertConversation,
} from './messaging.repo.ts';
import './messaging.events.ts';

/** The caller as a party to conversations: a client, or a team user of its agency. */
export async function viewerOf(db: TDb, userId: number): Promise<TViewer> {
  const user = await findUserById(db, userId);
  if (!user) throw commonErrors.unauthorized();
  if (user.userType === 'client') return { userId, side: 'client', providerId: null };
  const membership = await findMembership(db, userId);
  return { userId, side: 'provider', providerId: membership?.provider.id ?? null };
}

function toConversation(row: TConversationViewRow, viewer: TViewer, locale: TLocale): TConversation {
  const c = row.conversation;
  const clientSide = viewer.side === 'client';
  return {
    Id: c.id,
    MatchedProviderId: c.matchId,
    OfferKey: row.offerKey,
    OfferTitle: locale === 'tr' ? row.categoryTr : row.categoryEn,
    CounterpartName: clientSide ? row.agencyName : `${row.companyName} · ${row.clientName}`,
    CounterpartImage: clientSide ? row.agencyLogo : row.clientImage,
    MySide: viewer.side,
    LastMessage: c.lastMessagePreview,
    LastMessageAt: c.lastMessageAt?.toISOString() ?? null,
    UnreadCount: Number(row.unread),
  };
}

export function toMessageDetail(
  row: { detail: TMessageDetailRow; senderName: string },
  viewerSide: TViewer['side'],
  otherReadUpTo: number,
): TMessageDetail {
  const d = row.detail;
  return {
    Id: d.id,
    MessageId: d.conversationId,
    Side: d.side,
    SenderUserId: d.senderUserId,
    SenderName: row.senderName,
    IsMine: d.side === viewerSide,
    Text: d.text,
    File:
      d.fileKey && d.fileName
        ? {
            FileName: d.fileName,
            FileBytes: d.fileBytes ?? 0,
            FileType: d.fileType ?? 'application/octet-stream',
          }
        : null,
    CreatedAt: d.createdAt.toISOString(),
    IsRead: d.side === viewerSide ? d.id <= otherReadUpTo : true,
  };
}

/** GET Message */
export async function listMessages(
  deps: TDeps,
  userId: number,
  query: { PageIndex: number; PageSize: number; Search?: string | undefined; OfferKey?: string | undefined },
  locale: TLocale,
): Promise<TConversationList> {
  const viewer = await viewerOf(deps.db, userId);
  const { items, total } = await listConversations(deps.db, viewer, {
    search: query.Search,
    offerKey: query.OfferKey,
    limit: query.PageSize,
    offset: query.PageIndex * query.PageSize,
  });
  return {
    Items: items.map((row) => toConversation(row, viewer, locale)),
    TotalCount: total,
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
  };
}

/** GET v1.1 Message/{id}: someone else's conversation is "not found". */
export async function getConversation(deps: TDeps, userId: number, id: number, locale: TLocale) {
  const viewer = await viewerOf(deps.db, userId);
  const row = await findConversationView(deps.db, viewer, id);
  if (!row) throw messagingErrors.notFound();
  return toConversation(row, viewer, locale);
}

/**
 * POST Message: the client of the brief or a team user of the matched agency opens the conversation of that
 * match. Messaging opens once the agency has access to the brief (it paid, or its subscription covers it).
 */
export async function startConversation(deps: TDeps, userId: number, matchId: number, locale: TLocale) {
  const viewer = await viewerOf(deps.db, userId);
  const found = await findMatchForConversation(deps.db, matchId);
  const isParty =
    found &&
    (viewer.side === 'client'
      ? found.clientUserId === userId && !found.offerDeletedAt
      : found.match.providerId === viewer.providerId);
  if (!found || !isParty) throw messagingErrors.notFound();
  if (!found.match.accessAt) throw messagingErrors.notAllowed();
  const conversation = await upsertConversation(deps.db, {
    matchId,
    offerId: found.match.offerId,
    providerId: found.match.providerId,
    clientUserId: found.clientUserId,
    now: deps.clock.now(),
  });
  return getConversation(deps, userId, conversation.id, locale);
}

/** GET MessageDetail/{id}: newest first; reading the newest page marks the conversation read. */
export async function listMessageDetails(
  deps: TDeps,
  userId: number,
  conversationId: number,
  query: { PageIndex: number; PageSize: number },
): Promise<TMessageDetailList> {
  const viewer = await viewerOf(deps.db, userId);
  const conversation = await findConversation(deps.db, viewer, conversationId);
  if (!conversation) throw messagingErrors.notFound();
  const { items, total } = await listDetails(deps.db, conversation.id, {
    limit: query.PageSize,
    offset: query.PageIndex * query.PageSize,
  });
  const newest = items[0]?.detail;
  if (query.PageIndex === 0 && newest && newest.side !== viewer.side) {
    await readUpTo(deps, viewer, conversation, newest.id);
  }
  const readUpToId = await otherSideReadUpTo(deps.db, conversation.id, viewer.side);
  return {
    Items: items.map((row) => toMessageDetail(row, viewer.side, readUpToId)),
    TotalCount: total,
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
  };
}

async function readUpTo(
  deps: TDeps,
  viewer: TViewer,
  conversation: { id: number; clientUserId: number; providerId: number },
  detailId: number,
) {
  await deps.db.transaction(async (tx) => {
    if (!(await markRead(tx, viewer, conversation.id, detailId, deps.clock.now()))) return;
    const people = await participantsOf(tx, conversation);
    await publishLive(tx, {
      users: [people.clientUserId, ...people.providerUserIds],
      event: 'read',
      data: { MessageId: conversation.id, Side: viewer.side, LastReadDetailId: detailId },
    });
    await publishCounts(tx, [viewer.userId]);
  });
}

function storedFileName(name: string): string {
  const cleaned = name
    .replace(/[/\\\0]/g, '_')
    .trim()
    .slice(-120);
  return cleaned || 'file';
}

/**
 * POST MessageDetail: text, one file, or both. The message, the other side's notices and the live event
 * commit together.
 */
export async function sendMessage(
  deps: TDeps,
  userId: number,
  input: TSendMessage,
  file: TUpload | undefined,
): Promise<TMessageDetail> {
  const viewer = await viewerOf(deps.db, userId);
  const conversation = await findConversation(deps.db, viewer, input.MessageId);
  if (!conversation) throw messagingErrors.notFound();
  if (!input.Text && !file) throw messagingErrors.empty();
  const minuteAgo = new Date(deps.clock.now().getTime() - 60_000);
  if ((await countSentSince(deps.db, userId, minuteAgo)) >= MESSAGES_PER_MINUTE) {
    throw messagingErrors.rateLimited();
  }
  let stored: { key: string; name: string; type: string; bytes: number } | undefined;
  if (file) {
    const problem = chatFileProblem({ name: file.fileName, size: file.body.length });
    if (problem) throw messagingErrors.fileRejected(problem);
    if (looksExecutable(file.body)) throw messagingErrors.fileRejected('CHAT_FILE_BLOCKED');
    const name = storedFileName(file.fileName);
    const key = `chat/${conversation.id}/${randomBytes(12).toString('hex')}`;
    await deps.adapters.storage.put(key, file.body, 'application/octet-stream');
    stored = { key, name, type: 'application/octet-stream', bytes: file.body.length };
  }
  const now = deps.clock.now();
  const detail = await deps.db.transaction(async (tx) => {
    const row = await insertDetail(tx, {
      conversationId: conversation.id,
      senderUserId: userId,
      side: viewer.side,
      text: input.Text,
      fileKey: stored?.key ?? null,
      fileName: stored?.name ?? null,
      fileType: stored?.type ?? null,
      fileBytes: stored?.bytes ?? null,
      createdAt: now,
    });
    await markRead(tx, viewer, conversation.id, row.id, now);
    const sender = await findDetail(tx, conversation.id, row.id);
    const people = await participantsOf(tx, conversation);
    const recipients = viewer.side === 'client' ? people.providerUserIds : [people.clientUserId];
    await publishLive(tx, {
      users: [people.clientUserId, ...people.providerUserIds],
      event: 'message',
      data: toMessageDetail(sender!, viewer.side, 0),
    });
    const view = await findConversationView(tx, viewer, conversation.id);
    await emit({ ...deps, db: tx }, 'message.sent', {
      conversation,
      detail: row,
      senderName: sender!.senderName,
      fromSide: viewer.side,
      offerKey: view!.offerKey,
      agencyName: view!.agencyName,
    });
    await publishCounts(tx, recipients);
    return sender!;
  });
  return toMessageDetail(detail, viewer.side, 0);
}

/** GET Message/{id}/file/{detailId}: only the two parties. */
export async function openMessageFile(deps: TDeps, userId: number, conversationId: number, detailId: number) {
  const viewer = await viewerOf(deps.db, userId);
  const conversation = await findConversation(deps.db, viewer, conversationId);
  if (!conversation) throw messagingErrors.notFound();
  const row = await findDetail(deps.db, conversation.id, detailId);
  if (!row?.detail.fileKey) throw messagingErrors.fileNotFound();
  const file = await deps.adapters.storage.get(row.detail.fileKey);
  if (!file) throw messagingErrors.fileNotFound();
  return { stream: file.stream, size: file.size, name: row.detail.fileName ?? 'file' };
}

/** What other modules may use of this module's data (they ask the owner, never its repo). */
export { type TViewer, unreadMessageCount } from './messaging.repo.ts';
