import { z } from 'zod';
import { CATEGORY_KEYS } from './catalogue.ts';
import { COMPANY_SIZES } from './offers.ts';
import { BRIEF_MAX_LENGTH } from './rules.ts';

/**
 * The brief assistant (`/brifa-bot`, issue 21 item 7): a chat that fills the same values as the question flow's
 * pop-up, one question at a time, then hands them to the pop-up's last step (sign-up inline for visitors, the
 * same POST Offer). The server is stateless: the page sends the draft back with each answer and the server
 * re-checks every value of it, so a forged draft can hold nothing the pop-up could not.
 */

/** Longest text a single chat answer may carry (a description pasted at once included). */
export const ASSISTANT_TEXT_MAX = BRIEF_MAX_LENGTH;
/** Model turns a visitor's address may spend per window; beyond it the guided interview answers. */
export const ASSISTANT_MODEL_TURNS_PER_WINDOW = 30;
export const ASSISTANT_MODEL_WINDOW_MINUTES = 10;
/** How many categories the assistant offers first from what the client wrote. */
export const ASSISTANT_SUGGESTED_CATEGORIES = 3;

/** What the assistant can ask for; `Answers.<question key>` asks one of the category's questions. */
export const ASSISTANT_FIXED_FIELDS = [
  'Description',
  'CategoryKey',
  'Details',
  'BudgetTry',
  'StartDate',
  'CompanyName',
  'SectorId',
  'CityId',
  'CompanySize',
  'IsDecisionMaker',
] as const;
export type TAssistantFixedField = (typeof ASSISTANT_FIXED_FIELDS)[number];
export type TAssistantField = TAssistantFixedField | `Answers.${string}`;

/** How an answer is given: typed text, one option, several options, a date, an amount (or "not defined"), yes/no. */
export const ASSISTANT_ASK_KINDS = ['text', 'single', 'multiple', 'date', 'budget', 'yesno'] as const;

/** The key of the budget's "not defined yet" option and of the yes/no options. */
export const ASSISTANT_BUDGET_UNDEFINED = 'undefined';
export const ASSISTANT_YES = 'yes';
export const ASSISTANT_NO = 'no';

/** Where the description falls short, asked once each (then only a blocking warning asks again). */
export const ASSISTANT_DETAIL_TOPICS = ['noGoal', 'noDeliverables', 'noTimeline'] as const;

const ZAnswerValue = z.union([
  z.string().trim().max(500),
  z.array(z.string().trim().min(1).max(100)).max(20),
]);

/**
 * The values gathered so far, named as the pop-up's draft names them (the page merges them into it). Every
 * field may be missing; the server drops any value it would not have written itself.
 */
export const ZAssistantDraft = z.object({
  CategoryKey: z.enum(CATEGORY_KEYS).nullable().default(null),
  Answers: z.record(z.string().min(1).max(60), ZAnswerValue).default({}),
  /** Whole lira, digits only ('' when not given). */
  BudgetTry: z.string().max(12).default(''),
  BudgetUndefined: z.boolean().default(false),
  StartDate: z.iso.date().nullable().default(null),
  Description: z.string().max(BRIEF_MAX_LENGTH).default(''),
  CompanyName: z.string().max(120).default(''),
  SectorId: z.string().max(9).nullable().default(null),
  CityId: z.string().max(9).nullable().default(null),
  CompanySize: z.enum(COMPANY_SIZES).nullable().default(null),
  IsDecisionMaker: z.boolean().nullable().default(null),
  /** Fields the client chose to skip (optional ones only) and description topics already asked. */
  Skipped: z.array(z.string().max(80)).max(100).default([]),
});
export type TAssistantDraft = z.output<typeof ZAssistantDraft>;

/** POST BriefAssistant/turn: the client's answer to the last question (or the opening text), with the draft. */
export const ZAssistantTurn = z.object({
  Draft: ZAssistantDraft.default(ZAssistantDraft.parse({})),
  /** The field the answer is for (the last Ask's Field); null for the opening message. */
  Field: z.string().max(80).nullable().default(null),
  Text: z.string().max(ASSISTANT_TEXT_MAX).default(''),
  /** Chosen option keys (single, multiple, yes/no, the budget's "not defined"). */
  Keys: z.array(z.string().max(100)).max(30).default([]),
  /** Skip an optional question. */
  Skip: z.boolean().default(false),
});
export type TAssistantTurn = z.input<typeof ZAssistantTurn>;

export const ZAssistantOption = z.object({
  Key: z.string(),
  Name: z.string(),
  /** Offered first (categories read from the client's text). */
  Suggested: z.boolean(),
});
export type TAssistantOption = z.infer<typeof ZAssistantOption>;

/** The next question. Its wording is the category question's text, else the page's own copy for the field. */
export const ZAssistantAsk = z.object({
  Field: z.string(),
  Kind: z.enum(ASSISTANT_ASK_KINDS),
  /** The category question's text (Answers.*), or what the description still lacks (Details). */
  Question: z.string().nullable(),
  Options: z.array(ZAssistantOption),
  Optional: z.boolean(),
});
export type TAssistantAsk = z.infer<typeof ZAssistantAsk>;

/** Something the assistant tells before asking: an answer it could not use, a brief warning, what it understood. */
export const ZAssistantNote = z.object({
  Code: z.string(),
  Message: z.string(),
});

export const ZAssistantTurnResult = z.object({
  Draft: ZAssistantDraft,
  /** Fields this turn filled (the page says what it understood). */
  Filled: z.array(z.string()),
  Notes: z.array(ZAssistantNote),
  /** Null once everything the pop-up needs is there (Ready). */
  Ask: ZAssistantAsk.nullable(),
  Ready: z.boolean(),
  /** guided: the interview built from the category's questions; model: a language model read the free text. */
  Mode: z.enum(['guided', 'model']),
});
export type TAssistantTurnResult = z.infer<typeof ZAssistantTurnResult>;

export const ASSISTANT_NOTE_CODES = [
  'notUnderstood',
  'budgetNotUnderstood',
  'dateNotUnderstood',
  'dateInPast',
  'companyNameInvalid',
  'cannotSkip',
] as const;
export type TAssistantNoteCode = (typeof ASSISTANT_NOTE_CODES)[number];

/** What the assistant says when it cannot use an answer (the question is asked again). */
export const ASSISTANT_NOTE_MESSAGES: Record<TAssistantNoteCode, { tr: string; en: string }> = {
  notUnderstood: {
    tr: 'Bu yanıtı eşleştiremedim; lütfen seçeneklerden birini seçin ya da farklı yazın.',
    en: 'I could not match that answer; please pick one of the options or put it another way.',
  },
  budgetNotUnderstood: {
    tr: 'Bütçeyi anlayamadım; tutarı rakamla yazın ya da “henüz belli değil”i seçin.',
    en: 'I could not read the budget; write the amount in figures or choose “not defined yet”.',
  },
  dateNotUnderstood: {
    tr: 'Tarihi anlayamadım; GG.AA.YYYY biçiminde yazın ya da bu soruyu geçin.',
    en: 'I could not read the date; write it as DD.MM.YYYY or skip this question.',
  },
  dateInPast: {
    tr: 'Başlangıç tarihi geçmişte olamaz; bugün ya da daha sonrası için bir tarih yazın.',
    en: 'The start date cannot be in the past; give today or a later day.',
  },
  companyNameInvalid: {
    tr: 'Şirket adını yazın (en az {min}, en fazla {max} karakter).',
    en: 'Write your company’s name ({min} to {max} characters).',
  },
  cannotSkip: {
    tr: 'Bu soru ajansların size teklif verebilmesi için gerekli.',
    en: 'Agencies need this answer to send you offers.',
  },
};

/** Option names the assistant gives for fixed answers (and reads back when typed). */
export const ASSISTANT_OPTION_NAMES = {
  companySize: {
    startup: { tr: 'Girişim', en: 'Start-up' },
    sme: { tr: 'KOBİ', en: 'SME' },
    large: { tr: 'Büyük şirket', en: 'Large company' },
    enterprise: { tr: 'Holding / kurumsal grup', en: 'Group / enterprise' },
    public: { tr: 'Kamu kurumu', en: 'Public institution' },
    ngo: { tr: 'Sivil toplum kuruluşu', en: 'Non-profit' },
  },
  yes: { tr: 'Evet', en: 'Yes' },
  no: { tr: 'Hayır', en: 'No' },
  budgetUndefined: { tr: 'Henüz belli değil', en: 'Not defined yet' },
} as const;

/** Labels the assistant puts before an added detail, so the brief reads as one text. */
export const ASSISTANT_DETAIL_LABELS = {
  noGoal: { tr: 'Hedef', en: 'Goal' },
  noDeliverables: { tr: 'Beklenen işler', en: 'Deliverables' },
  noTimeline: { tr: 'Takvim', en: 'Timeline' },
} as const;
