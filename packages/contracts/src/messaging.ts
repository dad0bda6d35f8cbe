import { z } from 'zod';
import { ZPaged } from './envelope.ts';
import { MAX_FILE_BYTES, MESSAGE_TEXT_MAX, MESSAGES_PER_MINUTE, PAGE_SIZE } from './rules.ts';

/** Rules (rules.ts) under their old names. */
export { MESSAGE_TEXT_MAX, MESSAGES_PER_MINUTE };

/**
 * Executables and scripts a chat file may not be (rules.md section 5: "Chat file at most 10 MB, with blocked
 * extensions"). The API also looks at the content: a renamed executable is refused too.
 */
export const CHAT_BLOCKED_EXTENSIONS = [
  'exe',
  'bat',
  'cmd',
  'com',
  'msi',
  'msp',
  'msc',
  'sh',
  'bash',
  'zsh',
  'csh',
  'js',
  'mjs',
  'cjs',
  'jse',
  'vbs',
  'vbe',
  'ps1',
  'psm1',
  'psd1',
  'jar',
  'scr',
  'pif',
  'cpl',
  'dll',
  'sys',
  'drv',
  'ocx',
  'hta',
  'wsf',
  'wsh',
  'ws',
  'lnk',
  'reg',
  'inf',
  'gadget',
  'application',
  'appref-ms',
  'apk',
  'app',
  'command',
  'run',
  'bin',
  'elf',
  'deb',
  'rpm',
  'py',
  'pyc',
  'pl',
  'rb',
  'php',
  'cgi',
  'class',
  'dmg',
  'pkg',
] as const;

/** The browser's check before uploading: the error code the API would answer, or null. */
export function chatFileProblem(file: {
  name: string;
  size: number;
}): 'FILE_TOO_BIG' | 'CHAT_FILE_BLOCKED' | null {
  if (file.size > MAX_FILE_BYTES) return 'FILE_TOO_BIG';
  const extension = file.name.toLowerCase().trim().split('.').pop() ?? '';
  if ((CHAT_BLOCKED_EXTENSIONS as readonly string[]).includes(extension)) return 'CHAT_FILE_BLOCKED';
  return null;
}

/** Which side of a conversation wrote a message. */
export const MESSAGE_SIDES = ['client', 'provider'] as const;
export type TMessageSide = (typeof MESSAGE_SIDES)[number];

/** GET Message: the caller's conversations, newest activity first. */
export const ZMessageListQuery = z.object({
  PageIndex: z.coerce.number().int().min(0).default(0),
  PageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.messages),
  Search: z.string().trim().max(200).optional(),
  /** Only the conversations of this project (its key), e.g. on /client/projects/{offerId}/connection. */
  OfferKey: z.string().trim().max(64).optional(),
});
export type TMessageListQuery = z.infer<typeof ZMessageListQuery>;

/** GET MessageDetail/{messageId}: newest first, PageSize 15; PageIndex 1 is the 15 before those. */
export const ZMessageDetailQuery = z.object({
  PageIndex: z.coerce.number().int().min(0).default(0),
  PageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.messages),
});

/** POST Message: opens (or finds) the conversation between a project's client and one matched agency. */
export const ZStartConversation = z.object({
  /** The matched agency's row (MatchedProvider Id): both sides know it. */
  MatchedProviderId: z.coerce.number().int().positive(),
});
export type TStartConversation = z.infer<typeof ZStartConversation>;

/** POST MessageDetail (JSON, or multipart with the same fields and one `File`). */
export const ZSendMessage = z.object({
  MessageId: z.coerce.number().int().positive(),
  Text: z.string().trim().max(MESSAGE_TEXT_MAX, 'tooLong').default(''),
});
export type TSendMessage = z.infer<typeof ZSendMessage>;

export const ZMessageFile = z.object({
  FileName: z.string(),
  FileBytes: z.number().int(),
  FileType: z.string(),
});

export const ZMessageDetail = z.object({
  Id: z.number().int(),
  MessageId: z.number().int(),
  Side: z.enum(MESSAGE_SIDES),
  /** The writer (a team user of the agency, or the client): colleagues' messages show their name. */
  SenderUserId: z.number().int(),
  SenderName: z.string(),
  IsMine: z.boolean(),
  Text: z.string(),
  File: ZMessageFile.nullable(),
  CreatedAt: z.string(),
  /** The other side has read it. */
  IsRead: z.boolean(),
});
export type TMessageDetail = z.infer<typeof ZMessageDetail>;

/** One conversation as the caller sees it: the other party, the project and the last message. */
export const ZConversation = z.object({
  Id: z.number().int(),
  MatchedProviderId: z.number().int(),
  OfferKey: z.string(),
  OfferTitle: z.string(),
  /** The agency (for the client) or the client's company and name (for the agency). */
  CounterpartName: z.string(),
  CounterpartImage: z.string().nullable(),
  MySide: z.enum(MESSAGE_SIDES),
  LastMessage: z.string().nullable(),
  LastMessageAt: z.string().nullable(),
  UnreadCount: z.number().int(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZConversationList = ZPaged(ZConversation);
export type TConversationList = z.infer<typeof ZConversationList>;

export const ZMessageDetailList = ZPaged(ZMessageDetail);
export type TMessageDetailList = z.infer<typeof ZMessageDetailList>;

/** Events of the live stream (GET Live, server-sent events). */
export const LIVE_EVENTS = ['message', 'counts', 'notification', 'read'] as const;
export type TLiveEvent = (typeof LIVE_EVENTS)[number];
/** Counters the header shows, pushed after every change that moves them. */
export type TLiveCounts = { MessageCount: number; NotifyCount: number };
