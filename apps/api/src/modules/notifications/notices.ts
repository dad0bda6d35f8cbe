import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_COPY,
  isLocale,
  type TLocale,
  type TNotificationKind,
  type TNotificationParams,
} from '@brifa/contracts';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { formatChatNotice } from '../../platform/adapters/webhooks/chat-formats.ts';
import type { TDb } from '../../platform/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { publicUrl } from '../../platform/deps.ts';
import { publishCounts, publishLive } from '../../platform/live-publish.ts';
import { issueSignInToken } from '../identity/auth/auth.service.ts';
import { conversationReads, messageDetails } from '../messaging/messaging.table.ts';
import { enqueue } from '../outbox/outbox.service.ts';
import { emailHtml } from '../outbox/templates.ts';
import { channelsOfProvider, type TChannelRow } from './channels/channels.repo.ts';
import { NOTICE_TEXTS } from './notice-texts.ts';
import { toNotification } from './notification-view.ts';
import {
  findAgencyRecipients,
  findRecipients,
  insertNotifications,
  type TAgencyRecipients,
  type TRecipient,
} from './notifications.repo.ts';

export type TNotice = {
  kind: TNotificationKind;
  params: TNotificationParams;
  /** The app path the notice opens (the e-mail's sign-in link lands there). */
  link: string;
  /** A client (or any users), or every team user of an agency (with the agency's e-mail/WhatsApp choices). */
  to: { userIds: number[] } | { providerId: number };
  /** One key per event: the same event noticed twice sends nothing twice. */
  key: string;
  /** Also post it to the agency's chat channels (new opportunities and messages). */
  channels?: boolean;
  /** Only the chat channels (a conversation that already has unread messages is not noticed again). */
  quiet?: boolean;
  /** Only the in-app notification: the change sends its own e-mail (a meeting's calendar invitation). */
  inAppOnly?: boolean;
};

/** The notice e-mail's footer and unsubscribe label (contracts messages/emails.ts). */
const FOOTER: Record<TLocale, string> = EMAIL_COPY.noticeFooter.footer;
const UNSUBSCRIBE: Record<TLocale, string> = EMAIL_COPY.noticeFooter.unsubscribe;

function languageOf(recipient: Pick<TRecipient, 'language'>): TLocale {
  return isLocale(recipient.language) ? recipient.language : 'tr';
}

/** A link that turns notice e-mails off for one person, without signing in (HMAC of the user id). */
export function unsubscribeToken(secret: Uint8Array, userId: number): string {
  const mac = createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url').slice(0, 32);
  return `${userId}.${mac}`;
}

export function userOfUnsubscribeToken(secret: Uint8Array, token: string): number | null {
  const [id, mac] = token.split('.');
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !mac) return null;
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** What a caller notifying many agencies at once has already read for this one. */
type TPreloaded = { agency?: TAgencyRecipients; channels?: TChannelRow[] };

/**
 * Notices an event: an in-app notification for each person, a bilingual e-mail (sign-in link to the screen,
 * unsubscribe link) and, for agencies that chose it, WhatsApp; the agency's chat channels when asked. All of it
 * is written in the caller's transaction, and delivered by the outbox worker after commit.
 */
export async function notify(deps: TDeps, notice: TNotice, preloaded: TPreloaded = {}): Promise<void> {
  const agency =
    'providerId' in notice.to
      ? (preloaded.agency ?? (await findAgencyRecipients(deps.db, notice.to.providerId)))
      : undefined;
  const people = agency
    ? agency.people
    : await findRecipients(deps.db, (notice.to as { userIds: number[] }).userIds);
  const now = deps.clock.now();
  if (notice.quiet) {
    if (notice.channels && 'providerId' in notice.to) {
      await postToChannels(
        deps,
        notice.to.providerId,
        notice,
        people[0] ? languageOf(people[0]) : 'tr',
        preloaded.channels,
      );
    }
    return;
  }
  const rows = await insertNotifications(
    deps.db,
    people.map((person) => ({
      userId: person.id,
      kind: notice.kind,
      params: notice.params,
      link: notice.link,
      createdAt: now,
    })),
  );
  for (const row of rows)
    await publishLive(deps.db, { users: [row.userId], event: 'notification', data: toNotification(row) });
  await publishCounts(
    deps.db,
    people.map((person) => person.id),
  );

  if (notice.inAppOnly) return;
  const base = publicUrl(deps.config);
  for (const person of people) {
    const locale = languageOf(person);
    const words = NOTICE_TEXTS[notice.kind][locale](notice.params);
    if ((agency?.byEmail ?? true) && !person.noticeEmailsOff) {
      const signIn = `${base}/oauth?token=${encodeURIComponent(await issueSignInToken(deps, person.id, notice.link))}`;
      const token = encodeURIComponent(unsubscribeToken(deps.secret, person.id));
      const unsubscribe = `${base}/unsubscribe?token=${token}`;
      const paragraphs = [words.body].filter(Boolean);
      await enqueue(deps, {
        channel: 'email',
        to: person.email,
        template: `notice:${notice.kind}`,
        locale,
        dedupeKey: `${notice.key}:email:${person.id}`,
        // One-click unsubscribe (RFC 8058): mail clients POST to the API address directly.
        payload: {
          headers: {
            'List-Unsubscribe': `<${base}/api/v1/Notification/unsubscribe?Token=${token}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        rendered: {
          subject: words.title,
          text: `${paragraphs.join('\n\n')}\n\n${words.action}: ${signIn}\n\n${FOOTER[locale]}\n${UNSUBSCRIBE[locale]}: ${unsubscribe}`,
          html: emailHtml({
            heading: words.title,
            paragraphs,
            button: { label: words.action, url: signIn },
            footer: FOOTER[locale],
            unsubscribe: { label: UNSUBSCRIBE[locale], url: unsubscribe },
          }),
        },
      });
    }
    if (agency?.byWhatsapp) {
      await enqueue(deps, {
        channel: 'whatsapp',
        to: person.cellPhone,
        template: `notice:${notice.kind}`,
        locale,
        dedupeKey: `${notice.key}:whatsapp:${person.id}`,
        rendered: { subject: null, text: `${words.title}\n${words.body}\n${base}${notice.link}`, html: null },
      });
    }
  }
  if (notice.channels && 'providerId' in notice.to) {
    await postToChannels(
      deps,
      notice.to.providerId,
      notice,
      people[0] ? languageOf(people[0]) : 'tr',
      preloaded.channels,
    );
  }
}

async function postToChannels(
  deps: TDeps,
  providerId: number,
  notice: TNotice,
  locale: TLocale,
  preloaded?: TChannelRow[],
) {
  const channels = preloaded ?? (await channelsOfProvider(deps.db, providerId));
  const words = NOTICE_TEXTS[notice.kind][locale](notice.params);
  const url = `${publicUrl(deps.config)}${notice.link}`;
  for (const channel of channels) {
    await enqueue(deps, {
      channel: 'webhook',
      to: channel.url,
      template: `channel:${notice.kind}`,
      locale,
      dedupeKey: `${notice.key}:channel:${channel.id}`,
      providerId,
      channelId: channel.id,
      rendered: { subject: words.title, text: `${words.title}\n${words.body}\n${url}`, html: null },
      payload: {
        body: formatChatNotice(channel.platform, { title: words.title, text: words.body, url }, channel.url),
      },
    });
  }
}

/**
 * A new chat message: every message goes to the agency's chat channels (when the client wrote it); the
 * notification, e-mail and WhatsApp go out for the first unread message only, not for each line of a chat.
 */
export async function notifyNewMessage(
  deps: TDeps,
  input: {
    conversation: { id: number; offerId: number; providerId: number; clientUserId: number };
    detail: { id: number; side: 'client' | 'provider'; text: string; fileName: string | null };
    senderName: string;
    offerKey: string;
    fromSide: 'client' | 'provider';
    agencyName: string;
  },
): Promise<void> {
  const { conversation, detail } = input;
  const toAgency = input.fromSide === 'client';
  const unread = await unreadFromSide(deps.db, conversation.id, input.fromSide);
  const preview = (detail.text || detail.fileName || '').slice(0, 140);
  await notify(deps, {
    kind: 'new_message',
    params: {
      OfferKey: input.offerKey,
      Preview: preview,
      // Naming the client to the agency is allowed here: a conversation opens only once the agency has
      // access to the brief (messaging.service startConversation; briefs/opportunities/agency-view.ts).
      ...(toAgency ? { ClientName: input.senderName } : { AgencyName: input.agencyName }),
    },
    link: `/${toAgency ? 'provider' : 'client'}/projects/${input.offerKey}/connection?m=${conversation.id}`,
    to: toAgency ? { providerId: conversation.providerId } : { userIds: [conversation.clientUserId] },
    key: `message:${detail.id}`,
    channels: toAgency,
    quiet: unread > 1,
  });
}

/** Messages from one side that nobody on the other side has read yet. */
async function unreadFromSide(db: TDb, conversationId: number, side: 'client' | 'provider') {
  const rows = await db
    .select({ total: count() })
    .from(messageDetails)
    .where(
      and(
        eq(messageDetails.conversationId, conversationId),
        eq(messageDetails.side, side),
        gt(
          messageDetails.id,
          sql`coalesce((select max(${conversationReads.lastReadDetailId}) from ${conversationReads}
            where ${conversationReads.conversationId} = ${conversationId} and ${conversationReads.side} <> ${side}), 0)`,
        ),
      ),
    );
  return rows[0]?.total ?? 0;
}
