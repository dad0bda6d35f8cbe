import type { TLocale } from './locale.ts';
import type { TLocalizedText } from './messages.ts';
import { BRIEF_FULL_LENGTH, BRIEF_LEVEL_THRESHOLDS, BRIEF_MIN_LENGTH } from './rules.ts';

/** Rules (rules.ts) under their old names. */
export { BRIEF_FULL_LENGTH, BRIEF_LEVEL_THRESHOLDS, BRIEF_MIN_LENGTH };

/**
 * Brief quality scorer (issue 4 item 2, spec/rules.md sections 5 and 8): a pure, deterministic check used live
 * in the question flow and again by the API when the offer is submitted. No I/O; well under 1 ms for 5,000 characters.
 */

export const BRIEF_WARNING_CODES = [
  'tooShort',
  'noGoal',
  'noDeliverables',
  'noTimeline',
  'noBudget',
  'personalEmail',
  'freePitch',
  'contactDetailsInText',
  'allCaps',
  'repetitive',
] as const;
export type TBriefWarningCode = (typeof BRIEF_WARNING_CODES)[number];

/** Warnings that make a brief unattractive whatever its score (and cap the score under the "fair" level). */
export const BRIEF_BLOCKING_CODES: readonly TBriefWarningCode[] = [
  'tooShort',
  'freePitch',
  'contactDetailsInText',
];

export type TBriefLevel = 'weak' | 'fair' | 'good';

/** One sentence each, telling the client what to change; `{missing}` is the number of characters still needed. */
export const BRIEF_WARNING_MESSAGES = {
  tooShort: {
    tr: 'Açıklamanız çok kısa, lütfen daha fazla ayrıntı paylaşın: en az {missing} karakter daha ekleyin.',
    en: 'Your description is too short, please share more details: add at least {missing} more characters.',
  },
  noGoal: {
    tr: 'Projeyle neye ulaşmak istediğinizi yazın; örneğin satışları artırmak ya da yeni müşterilere ulaşmak gibi bir hedef ekleyin.',
    en: 'Say what you want to achieve with the project, for example a goal such as increasing sales or reaching new customers.',
  },
  noDeliverables: {
    tr: 'Ajanstan tam olarak ne beklediğinizi belirtin; örneğin web sitesi, mobil uygulama, logo ya da reklam kampanyası.',
    en: 'Describe exactly what you expect the agency to deliver, such as a website, a mobile app, a logo or an ad campaign.',
  },
  noTimeline: {
    tr: 'İşin ne zaman başlamasını ve ne zaman teslim edilmesini beklediğinizi yazın; örneğin "3 ay içinde" ya da "15 Mart\'a kadar".',
    en: 'Add when the work should start and be delivered, for example "within 3 months" or "by 15 March".',
  },
  noBudget: {
    tr: 'Yaklaşık bir bütçe aralığı ekleyin (ör. 50.000-80.000 TL), böylece ajanslar size daha doğru teklif verebilir.',
    en: 'Add an approximate budget range (e.g. 50,000-80,000 TL) so that agencies can send you more accurate offers.',
  },
  personalEmail: {
    tr: 'Kişisel bir e-posta adresi kullanıyorsunuz; şirket alan adınızla bir adres eklerseniz ajanslar projenize daha çok güvenir.',
    en: 'You are using a personal e-mail address; agencies trust a project more when it comes with an address on your company domain.',
  },
  freePitch: {
    tr: 'Ücretsiz tasarım, örnek ya da deneme çalışması istemek ajansları uzaklaştırır; bu isteği çıkarıp bunun yerine portfolyolarını inceleyin.',
    en: 'Asking for free designs, samples or trial work puts agencies off; remove the request and look at their portfolios instead.',
  },
  contactDetailsInText: {
    tr: 'Açıklamadaki telefon numarası ve e-posta adreslerini kaldırın; ajanslarla iletişim Brifa üzerinden yürütülür.',
    en: 'Remove phone numbers and e-mail addresses from the description; agencies contact you through Brifa.',
  },
  allCaps: {
    tr: 'Metni tamamı büyük harfle değil, normal yazımla yazın; büyük harfli metinler zor okunur.',
    en: 'Write the text in normal sentence case rather than capitals, which are hard to read.',
  },
  repetitive: {
    tr: 'Aynı cümleleri ya da kelimeleri tekrarlamak yerine projenizi kendine özgü ayrıntılarıyla anlatın.',
    en: 'Instead of repeating the same sentences or words, describe your project with its own specific details.',
  },
} satisfies Record<TBriefWarningCode, TLocalizedText>;

/** The spec's "statement may not attract providers": shown above the warnings when a brief is not attractive. */
export const BRIEF_UNATTRACTIVE_MESSAGE: TLocalizedText = {
  tr: 'Bu açıklama ajansların ilgisini çekmeyebilir; teklif alma şansınızı artırmak için önerileri uygulayın.',
  en: 'This description may not attract agencies; follow the suggestions to improve your chances of getting offers.',
};

export interface IBriefQualityInput {
  description: string;
  /** The client's contact e-mail; a free-mail domain gives `personalEmail`. */
  contactEmail?: string | null;
  /** Budget given in its own field: no `noBudget` warning, full budget points. */
  budgetDefined?: boolean;
  /** Expected start date given in its own field: no `noTimeline` warning, full timeline points. */
  hasStartDate?: boolean;
}

export interface IBriefWarning {
  code: TBriefWarningCode;
  message: string;
}

export interface IBriefQuality {
  /** 0-100, integer. */
  score: number;
  level: TBriefLevel;
  /** In `BRIEF_WARNING_CODES` order. */
  warnings: IBriefWarning[];
  /** Counted characters (see `briefLength`). */
  length: number;
  /** Characters still needed to reach `BRIEF_MIN_LENGTH` (0 when reached). */
  missing: number;
  /** False when the score is under the fair level or a blocking warning is present. */
  attractive: boolean;
  /** `BRIEF_UNATTRACTIVE_MESSAGE` in the locale when not attractive, else null. */
  summary: string | null;
}

/**
 * Characters of the brief as the spec's minimum counts them: trimmed, each whitespace run counted once
 * (the same as `description.trim().replace(/\s+/g, ' ').length`), so padding with spaces does not count.
 */
export function briefLength(description: string): number {
  return characterStats(description).length;
}

/** Turkish-aware lower case with diacritics stripped (İ/I/ı -> i, ç -> c, ğ -> g, ö -> o, ş -> s, ü -> u). */
export function foldBriefText(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i');
}

// All patterns below run on the folded text, so they are written lower case without Turkish diacritics.

const GOAL =
  /\b(?:hedef|amac|amaclan|istiyoruz|istiyorum|istemekteyiz|planliyoruz|artir|arttir|buyut|buyume|kazan|ulas|iyilestir|donusum|goal|aim|objective|increase|grow|improve|boost|reach|achieve|target|kpi|conversion|want to|would like to|looking to|plan to|in order to|so that)/;

const DELIVERABLES =
  /\b(?:web ?sitesi|web ?site|internet sitesi|site\b|sitesi|uygulama|mobil|ios\b|android|logo|kampanya|video|icerik|tasarim|kurumsal kimlik|marka kimlig|e-?ticaret|reklam|sosyal medya|seo\b|yazilim|platform|katalog|brosur|ambalaj|afis|banner|landing|arayuz|animasyon|fotograf|cekim|blog|bulten|illustrasyon|ilustrasyon|prototip|app\b|apps\b|application|website|campaign|design|branding|brand identity|content|software|e-?commerce|ads?\b|advert|social media|brochure|packaging|mockup|prototype|dashboard|newsletter|copywriting|photo|animation|illustration)/;

const MONTHS =
  'ocak|subat|mart|nisan|mayis|haziran|temmuz|agustos|eylul|ekim|kasim|aralik|january|february|march|april|june|july|august|september|october|november|december';

const TIMELINE = new RegExp(
  [
    `\\b(?:${MONTHS})\\b`,
    '\\b(?:in may|may \\d)\\b',
    '\\b(?:hafta|ay(?:da|a|in|i|lik|lar\\w*|dan)?\\b|gun(?!c|dem)|tarih|teslim|takvim|termin|yil\\b|yilin|yil sonu|yilbasi|ceyrek)',
    '\\b(?:baslangic|baslama|canliya|yayina|en kisa surede|acil)',
    '\\b(?:deadline|timeline|timeframe|schedule|week|month|days?\\b|quarter|q[1-4]\\b|launch|go[ -]live|kick-?off|start date|asap|urgent)',
    '\\bby (?:the )?(?:end|mid|early|late|\\d)',
    '\\bwithin \\d',
    '(?<!\\d)\\d{1,2}[./-]\\d{1,2}[./-](?:\\d{4}|\\d{2})(?!\\d)',
  ].join('|'),
);

const CURRENCY = '(?:tl|try|lira|usd|dolar|dollars?|eur|euro|avro|gbp|₺|\\$|€|£)';

const BUDGET = new RegExp(
  [
    '\\b(?:butce|budget|maliyet|cost\\b|spend|price range|fiyat aralig|ucret aralig)',
    `\\d[\\d.,]*\\s*(?:bin|milyon|million|thousand|k|m)?\\s*${CURRENCY}(?![a-z])`,
    '[₺$€£]\\s*\\d',
    '\\d(?:[\\d.,]*\\d)?\\s*(?:bin|milyon|million|thousand|k)\\b',
  ].join('|'),
);

const FREE_PITCH = new RegExp(
  [
    '\\bucretsiz\\s+(?:olarak\\s+|bir\\s+)?(?:\\S+\\s+)?(?:tasarim|calisma|ornek|sunum|logo|taslak|prototip|demo|mockup)',
    '\\bornek\\s+(?:bir\\s+)?(?:calisma|tasarim|logo)(?!lar|niz)',
    '\\bdeneme\\s+(?:calisma|tasarim|logo|cekim)',
    '\\bbedava',
    '\\bkarsiliksiz\\s+(?:\\S+\\s+)?(?:tasarim|calisma|ornek)',
    '\\bfree\\s+(?:pitch|sample|design|mockup|concept|trial work|test work|logo|draft)',
    '\\bspec(?:ulative)?\\s+work',
    '\\bunpaid\\s+(?:pitch|test|trial|sample|work)',
    '\\bfor free\\b',
  ].join('|'),
);

const EMAIL_IN_TEXT = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
/** Runs of at least ten digits with only separators between them: where a phone number can be. */
const DIGIT_RUN = /[+(]?\d(?:[\s().+-]{0,3}\d){9,}/g;
const PHONE_IN_TEXT = new RegExp(
  [
    // Turkish mobile and landline numbers: 0532 123 45 67, (532) 123 4567, 5321234567, +90 212 123 45 67.
    '(?<![\\d.,])(?:\\+?90[\\s.-]?)?0?\\s?\\(?[2-5]\\d{2}\\)?[\\s.-]?\\d{3}[\\s.-]?\\d{2}[\\s.-]?\\d{2}(?![\\d.,]?\\d)',
    // Other international numbers written with a leading + or 00.
    '(?<![\\w+])(?:\\+|00)\\d{1,3}[\\s.-]?\\(?\\d{2,4}\\)?(?:[\\s.-]?\\d{2,4}){2,4}(?!\\d)',
  ].join('|'),
);

/** Free-mail providers: a contact address on one of these is a personal address. */
const PERSONAL_EMAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.com.tr',
  'outlook.com',
  'outlook.com.tr',
  'live.com',
  'msn.com',
  'windowslive.com',
  'yahoo.com',
  'yahoo.com.tr',
  'ymail.com',
  'yandex.com',
  'yandex.com.tr',
  'yandex.ru',
  'icloud.com',
  'me.com',
  'mac.com',
  'mynet.com',
  'mail.com',
  'aol.com',
  'gmx.com',
  'gmx.net',
  'protonmail.com',
  'proton.me',
  'superonline.com',
  'ttmail.com',
]);
/** The same providers under a country suffix (gmail.de, hotmail.co.uk, yahoo.fr ...). */
const PERSONAL_EMAIL_PROVIDER =
  /^(?:gmail|googlemail|hotmail|outlook|live|msn|yahoo|ymail|yandex|icloud|mynet|aol|gmx|protonmail)\.(?:[a-z]{2,3})(?:\.[a-z]{2})?$/;

export function isPersonalEmail(email: string | null | undefined): boolean {
  if (!email) return false;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  return PERSONAL_EMAIL_DOMAINS.has(domain) || PERSONAL_EMAIL_PROVIDER.test(domain);
}

/**
 * Word characters of the folded text: ASCII letters and digits plus the letter blocks from Latin-1 on (Greek,
 * Cyrillic, CJK ...), without general punctuation and currency signs. Plain ranges rather than \p{L}, for speed.
 */
const WORD_OR_STOP = /[a-z0-9\u00c0-\u1fff\u2c00-\ud7ff]+|[.!?\n]+/g;
const WINDOW = 50;

function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

interface ICharacterStats {
  /** Trimmed length with each whitespace run counted once. */
  length: number;
  /** Cased letters, and how many of them are upper case. */
  letters: number;
  upper: number;
  /** Characters in runs of 8 or more of the same non-space, non-digit character ("!!!!!!!!", "aaaaaaaa"). */
  padding: number;
}

/** One pass over the original text: length, letter case and padding. */
function characterStats(text: string): ICharacterStats {
  let length = 0;
  let pendingSpace = false;
  let letters = 0;
  let upper = 0;
  let padding = 0;
  let run = 0;
  let previous = -1;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isSpace(code)) {
      if (length > 0) pendingSpace = true;
    } else {
      if (pendingSpace) length += 1;
      pendingSpace = false;
      length += 1;
    }
    if (code >= 97 && code <= 122) {
      letters += 1;
    } else if (code >= 65 && code <= 90) {
      letters += 1;
      upper += 1;
    } else if (code > 127) {
      const ch = text.charAt(i);
      const capital = ch.toUpperCase();
      if (ch.toLowerCase() !== capital) {
        letters += 1;
        if (ch === capital) upper += 1;
      }
    }
    if (code === previous) {
      run += 1;
    } else {
      if (run >= 8 && !isSpace(previous) && !(previous >= 48 && previous <= 57)) padding += run;
      run = 1;
      previous = code;
    }
  }
  if (run >= 8 && !isSpace(previous) && !(previous >= 48 && previous <= 57)) padding += run;
  return { length, letters, upper, padding };
}

interface IWordStats {
  /** Each word as a small integer id, in text order. */
  ids: Int32Array;
  /** Distinct words overall. */
  distinct: number;
  /** Distinct words of at least 3 characters (the vocabulary points). */
  distinctLong: number;
  /** Sentences of at least 3 words, each as a hash of its word ids (equal sentences, equal hashes). */
  sentences: number[];
}

/** Words of the folded text, and the sentences they form, in one pass. */
function wordStats(folded: string): IWordStats {
  const idOf = new Map<string, number>();
  const ids: number[] = [];
  const sentences: number[] = [];
  let distinctLong = 0;
  let sentence = 0;
  let sentenceWords = 0;
  const closeSentence = () => {
    if (sentenceWords >= 3) sentences.push(sentence);
    sentence = 0;
    sentenceWords = 0;
  };
  WORD_OR_STOP.lastIndex = 0;
  for (let match = WORD_OR_STOP.exec(folded); match !== null; match = WORD_OR_STOP.exec(folded)) {
    const token = match[0];
    const first = token.charCodeAt(0);
    if (first === 46 || first === 33 || first === 63 || first === 10) {
      closeSentence();
      continue;
    }
    let id = idOf.get(token);
    if (id === undefined) {
      id = idOf.size;
      idOf.set(token, id);
      if (token.length >= 3) distinctLong += 1;
    }
    ids.push(id);
    sentence = (Math.imul(sentence, 31) + id + 1) | 0;
    sentenceWords += 1;
  }
  closeSentence();
  return { ids: Int32Array.from(ids), distinct: idOf.size, distinctLong, sentences };
}

/**
 * Type-token ratio: over long texts the moving average over 50-word windows (so it does not fall with length)
 * and the poorest window (so a repeated block inside an otherwise good text still shows).
 */
function vocabularyVariety(stats: IWordStats): { average: number; poorest: number } {
  const { ids } = stats;
  if (ids.length <= WINDOW) {
    const ratio = ids.length === 0 ? 1 : stats.distinct / ids.length;
    return { average: ratio, poorest: ratio };
  }
  const counts = new Int32Array(stats.distinct);
  let distinct = 0;
  let total = 0;
  let poorest = WINDOW;
  for (let i = 0; i < ids.length; i += 1) {
    const added = ids[i] as number;
    const before = counts[added] as number;
    counts[added] = before + 1;
    if (before === 0) distinct += 1;
    if (i >= WINDOW) {
      const removed = ids[i - WINDOW] as number;
      const left = (counts[removed] as number) - 1;
      counts[removed] = left;
      if (left === 0) distinct -= 1;
    }
    if (i >= WINDOW - 1) {
      total += distinct;
      if (distinct < poorest) poorest = distinct;
    }
  }
  return { average: total / WINDOW / (ids.length - WINDOW + 1), poorest: poorest / WINDOW };
}

function isRepetitive(characters: ICharacterStats, words: IWordStats): boolean {
  // Padding to reach the minimum.
  if (characters.padding >= 20) return true;

  // The same sentence over and over.
  const counts = new Map<number, number>();
  for (const sentence of words.sentences) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  let repeats = 0;
  for (const count of counts.values()) {
    if (count >= 3) return true;
    repeats += count - 1;
  }
  if (words.sentences.length >= 4 && repeats / words.sentences.length >= 0.3) return true;

  // Very low vocabulary variety ("çok çok güzel güzel ..."), over the whole text or in a block of it.
  if (words.ids.length < 15) return false;
  const variety = vocabularyVariety(words);
  return variety.average < 0.45 || variety.poorest < 0.25;
}

/** Phone numbers or e-mail addresses, with cheap checks first so a plain text costs almost nothing. */
function hasContactDetails(text: string): boolean {
  if (text.includes('@') && EMAIL_IN_TEXT.test(text)) return true;
  DIGIT_RUN.lastIndex = 0;
  for (let match = DIGIT_RUN.exec(text); match !== null; match = DIGIT_RUN.exec(text)) {
    const span = text.slice(Math.max(0, match.index - 1), match.index + match[0].length + 1);
    if (PHONE_IN_TEXT.test(span)) return true;
  }
  return false;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * Scores a brief from 0 to 100 and lists what the client should change, in `locale`.
 *
 * Points: length up to 40 (25 at the 400-character minimum, 40 from 1,000), goal 12, deliverables 12,
 * timeline 10 (or a start date field), budget 10 (or a budget field), vocabulary (distinct words) up to 16.
 * Penalties: personal e-mail 5, all caps 10, repetitive 20, contact details 20, free pitch 25.
 * A blocking warning caps the score at 49, so the level is weak and the brief is not attractive.
 */
export function scoreBrief(input: IBriefQualityInput, locale: TLocale): IBriefQuality {
  const description = input.description ?? '';
  const characters = characterStats(description);
  const { length } = characters;
  const missing = Math.max(0, BRIEF_MIN_LENGTH - length);
  const folded = foldBriefText(description);
  const words = wordStats(folded);
  const hasText = length > 0;

  const found = new Set<TBriefWarningCode>();
  if (missing > 0) found.add('tooShort');

  const goal = GOAL.test(folded);
  const deliverables = DELIVERABLES.test(folded);
  const timeline = input.hasStartDate === true || TIMELINE.test(folded);
  const budget = input.budgetDefined === true || BUDGET.test(folded);
  if (hasText) {
    if (!goal) found.add('noGoal');
    if (!deliverables) found.add('noDeliverables');
    if (!timeline) found.add('noTimeline');
    if (!budget) found.add('noBudget');
  }
  if (isPersonalEmail(input.contactEmail)) found.add('personalEmail');
  if (FREE_PITCH.test(folded)) found.add('freePitch');
  if (hasContactDetails(description)) found.add('contactDetailsInText');
  if (characters.letters >= 20 && characters.upper / characters.letters > 0.6) found.add('allCaps');
  if (isRepetitive(characters, words)) found.add('repetitive');

  const lengthPoints =
    length < BRIEF_MIN_LENGTH
      ? (25 * length) / BRIEF_MIN_LENGTH
      : 25 + 15 * Math.min(1, (length - BRIEF_MIN_LENGTH) / (BRIEF_FULL_LENGTH - BRIEF_MIN_LENGTH));
  const vocabularyPoints = 16 * Math.min(1, words.distinctLong / 70);
  const specificityPoints =
    (goal ? 12 : 0) + (deliverables ? 12 : 0) + (timeline ? 10 : 0) + (budget ? 10 : 0);
  const penalties =
    (found.has('personalEmail') ? 5 : 0) +
    (found.has('allCaps') ? 10 : 0) +
    (found.has('repetitive') ? 20 : 0) +
    (found.has('contactDetailsInText') ? 20 : 0) +
    (found.has('freePitch') ? 25 : 0);

  const blocked = BRIEF_BLOCKING_CODES.some((code) => found.has(code));
  let score = Math.round(lengthPoints + specificityPoints + vocabularyPoints - penalties);
  score = Math.max(0, Math.min(100, score));
  if (blocked) score = Math.min(score, BRIEF_LEVEL_THRESHOLDS.fair - 1);

  const level: TBriefLevel =
    score >= BRIEF_LEVEL_THRESHOLDS.good ? 'good' : score >= BRIEF_LEVEL_THRESHOLDS.fair ? 'fair' : 'weak';
  const attractive = !blocked && score >= BRIEF_LEVEL_THRESHOLDS.fair;
  const warnings = BRIEF_WARNING_CODES.filter((code) => found.has(code)).map((code) => ({
    code,
    message: fill(BRIEF_WARNING_MESSAGES[code][locale], { missing }),
  }));

  return {
    score,
    level,
    warnings,
    length,
    missing,
    attractive,
    summary: attractive ? null : BRIEF_UNATTRACTIVE_MESSAGE[locale],
  };
}
