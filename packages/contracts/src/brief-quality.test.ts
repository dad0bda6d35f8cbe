import { describe, expect, it } from 'vitest';
import {
  BRIEF_MIN_LENGTH,
  BRIEF_UNATTRACTIVE_MESSAGE,
  BRIEF_WARNING_CODES,
  BRIEF_WARNING_MESSAGES,
  briefLength,
  foldBriefText,
  isPersonalEmail,
  scoreBrief,
} from './brief-quality.ts';

/** A detailed mobile-app brief: goal, deliverables, timeline and budget all written out. */
const GOOD_TR =
  'Merhaba, İstanbul merkezli bir kahve zinciriyiz ve 12 şubemiz var. Müşterilerimizin sipariş verip puan ' +
  'toplayabileceği bir mobil uygulama yaptırmak istiyoruz. Amacımız şube içi bekleme süresini azaltmak ve ' +
  'sadakat programıyla tekrar gelen müşteri oranını yüzde 20 artırmak. Uygulama iOS ve Android için ' +
  'geliştirilmeli; menü, önceden sipariş, kampanya bildirimleri, puan cüzdanı ve kartla ödeme içermeli. ' +
  'Ayrıca şube çalışanları için basit bir yönetim paneli gerekiyor. Tasarım kurumsal kimliğimize uygun ' +
  "olmalı. Projeye Şubat 2027'de başlamayı ve 4 ay içinde mağazalarda yayına almayı planlıyoruz. " +
  'Bütçemiz 600.000 - 800.000 TL arasında.';

const GOOD_EN =
  'We are a B2B logistics company in Izmir with 40 employees and we want to grow inbound leads from ' +
  'European manufacturers. Our goal is to double qualified demo requests within a year. We need a new ' +
  'bilingual website (English and Turkish) with service pages, a quote request form, case studies and a ' +
  'blog, plus a three-month LinkedIn ad campaign with landing pages and monthly reporting. The current site ' +
  'is old and not mobile friendly. We would like to launch the website by the end of March 2027 and start ' +
  'the campaign right after. Our budget is around 350,000 TL for the site and 40,000 TL per month for ads.';

/** 464 characters: a clear goal and deliverable, but no timeline and no budget. */
const NO_TIMELINE_NO_BUDGET =
  "Ankara'da el yapımı seramik ürünler üreten küçük bir atölyeyiz. Şu anda ürünlerimizi yalnızca Instagram " +
  'üzerinden satıyoruz ve siparişleri mesajla topluyoruz. Online satışlarımızı artırmak ve yurt dışındaki ' +
  'müşterilere de ulaşmak istiyoruz. Bunun için ürün kataloğu, sepet, kredi kartıyla ödeme ve kargo takibi ' +
  'olan bir e-ticaret sitesi tasarlanmasını bekliyoruz. Site Türkçe ve İngilizce olmalı, ürün ' +
  'fotoğraflarımızı öne çıkaran sade bir tasarım tercih ediyoruz.';

/** 118 characters. */
const VAGUE =
  'Firmamız için yeni bir şey yaptırmak istiyoruz. Detayları görüşürüz, uygun fiyat verin lütfen. Hızlı dönüş bekliyoruz.';

const codes = (result: ReturnType<typeof scoreBrief>) => result.warnings.map((warning) => warning.code);

describe('brief quality', () => {
  it('rates a detailed Turkish mobile-app brief good, with no warnings', () => {
    expect(briefLength(GOOD_TR)).toBeGreaterThan(550);
    const result = scoreBrief({ description: GOOD_TR, contactEmail: 'ayse@kahvedunyasi.com.tr' }, 'tr');
    expect(result.warnings).toEqual([]);
    expect(result.level).toBe('good');
    expect(result.score).toBeGreaterThanOrEqual(75);
    expect(result.score).toBeLessThanOrEqual(100);
    expect(result.attractive).toBe(true);
    expect(result.summary).toBeNull();
    expect(result.missing).toBe(0);
  });

  it('rates a detailed English brief good too', () => {
    const result = scoreBrief({ description: GOOD_EN }, 'en');
    expect(result.warnings).toEqual([]);
    expect(result.level).toBe('good');
  });

  it('flags a vague brief as too short with the number of characters still needed', () => {
    const result = scoreBrief({ description: VAGUE }, 'tr');
    expect(result.length).toBe(118);
    expect(result.missing).toBe(BRIEF_MIN_LENGTH - 118);
    expect(codes(result)).toEqual(['tooShort', 'noDeliverables', 'noTimeline', 'noBudget']);
    expect(result.warnings[0]?.message).toBe(
      'Açıklamanız çok kısa, lütfen daha fazla ayrıntı paylaşın: en az 282 karakter daha ekleyin.',
    );
    expect(result.level).toBe('weak');
    expect(result.attractive).toBe(false);
    expect(result.summary).toBe(BRIEF_UNATTRACTIVE_MESSAGE.tr);
  });

  it('counts whitespace runs once, so padding with spaces does not reach the minimum', () => {
    expect(briefLength(`  ${'a  b\n\n'.repeat(3)}  `)).toBe('a b a b a b'.length);
    expect(scoreBrief({ description: '' }, 'tr')).toMatchObject({
      length: 0,
      missing: 400,
      score: 0,
      level: 'weak',
      attractive: false,
    });
    expect(codes(scoreBrief({ description: '   ' }, 'tr'))).toEqual(['tooShort']);
  });

  it('asks for a timeline and a budget when the brief gives neither', () => {
    const result = scoreBrief({ description: NO_TIMELINE_NO_BUDGET }, 'tr');
    expect(result.length).toBe(464);
    expect(codes(result)).toEqual(['noTimeline', 'noBudget']);
    expect(result.level).toBe('fair');
    expect(result.attractive).toBe(true);
    const complete = scoreBrief({ description: GOOD_TR }, 'tr');
    expect(result.score).toBeLessThan(complete.score);
  });

  it('lets the budget field and the start date field stand in for the text', () => {
    const withBudget = scoreBrief({ description: NO_TIMELINE_NO_BUDGET, budgetDefined: true }, 'tr');
    expect(codes(withBudget)).toEqual(['noTimeline']);
    const withBoth = scoreBrief(
      { description: NO_TIMELINE_NO_BUDGET, budgetDefined: true, hasStartDate: true },
      'tr',
    );
    expect(codes(withBoth)).toEqual([]);
    expect(withBoth.score).toBeGreaterThan(withBudget.score);
  });

  it('recognises timelines and budgets written in different ways', () => {
    const base = NO_TIMELINE_NO_BUDGET;
    const variants: Array<[string, string[]]> = [
      [' Teslim tarihi 15.01.2027 olmalı.', ['noBudget']],
      [' Ocak ayında yayında olmalı, bütçe belirlenmedi.', []],
      [' Üç hafta içinde bitmeli. Yaklaşık 150 bin lira ayırdık.', []],
      [' We need it by the end of Q2 and can spend ₺250.000.', []],
      [' Bütçe 80k civarında.', ['noTimeline']],
    ];
    for (const [extra, expected] of variants) {
      expect(codes(scoreBrief({ description: base + extra }, 'tr')), extra).toEqual(expected);
    }
  });

  it('matches goal words case- and diacritics-insensitively', () => {
    expect(foldBriefText('AMAÇ Hedefİmİz ARTIRMAK Iğdır')).toBe('amac hedefimiz artirmak igdir');
    const withoutGoal = GOOD_TR.replace('Amacımız', 'Beklentimiz')
      .replace('artırmak', 'düşürmemek')
      .replace('istiyoruz', 'düşünüyoruz')
      .replace('planlıyoruz', 'düşünüyoruz');
    expect(codes(scoreBrief({ description: withoutGoal }, 'tr'))).toEqual(['noGoal']);
    for (const goal of [
      ' AMAÇ: SATIŞ.',
      ' Amac: daha cok satis.',
      ' Hedefimiz büyümek.',
      ' Our aim is growth.',
    ]) {
      expect(codes(scoreBrief({ description: withoutGoal + goal }, 'tr')), goal).toEqual([]);
    }
  });

  it('warns about a personal contact e-mail, not about a company one', () => {
    const result = scoreBrief({ description: GOOD_TR, contactEmail: 'ayse.yilmaz@gmail.com' }, 'tr');
    expect(codes(result)).toEqual(['personalEmail']);
    expect(result.level).toBe('good');
    expect(result.score).toBeLessThan(scoreBrief({ description: GOOD_TR }, 'tr').score);
    for (const email of [
      'x@hotmail.com.tr',
      'x@Outlook.com',
      'x@yandex.com',
      'x@yahoo.co.uk',
      'x@mynet.com',
    ]) {
      expect(isPersonalEmail(email), email).toBe(true);
    }
    for (const email of [
      'x@acme.com.tr',
      'x@gmail-partners.com',
      'x@live-events.com',
      null,
      undefined,
      'x',
    ]) {
      expect(isPersonalEmail(email), String(email)).toBe(false);
    }
  });

  it('flags a free pitch request and blocks the brief', () => {
    const result = scoreBrief(
      { description: `${GOOD_TR} Karar vermeden önce ücretsiz örnek tasarım istiyoruz.` },
      'tr',
    );
    expect(codes(result)).toEqual(['freePitch']);
    expect(result.attractive).toBe(false);
    expect(result.level).toBe('weak');
    expect(result.score).toBeLessThan(50);
    for (const pitch of [
      ' Önce bir deneme çalışması yapmanızı bekliyoruz.',
      ' Bedava logo çalışması olursa seviniriz.',
      ' Please send a free sample design first.',
      ' We expect spec work before we decide.',
    ]) {
      expect(codes(scoreBrief({ description: GOOD_TR + pitch }, 'tr')), pitch).toEqual(['freePitch']);
    }
  });

  it('does not mistake asking for a portfolio or a free-shipping feature for a free pitch', () => {
    for (const text of [
      ' Daha önceki örnek çalışmalarınızı görmek isteriz.',
      ' Sitede ücretsiz kargo ve ücretsiz deneme sürümü seçenekleri olacak.',
    ]) {
      expect(codes(scoreBrief({ description: GOOD_TR + text }, 'tr')), text).toEqual([]);
    }
  });

  it('flags phone numbers and e-mail addresses in the text', () => {
    for (const contact of [
      ' Detaylar için 0532 123 45 67 numarasından bana ulaşabilirsiniz.',
      ' Telefon: +90 (532) 123-4567.',
      ' Whatsapp 5321234567.',
      ' Sabit hat 0212 555 12 34.',
      ' Teklifleri ayse.yilmaz@kahvedunyasi.com.tr adresine gönderin.',
      ' Call me on +44 20 7946 0958.',
    ]) {
      const result = scoreBrief({ description: GOOD_TR + contact }, 'tr');
      expect(codes(result), contact).toEqual(['contactDetailsInText']);
      expect(result.attractive).toBe(false);
    }
  });

  it('does not mistake budgets, dates and quantities for phone numbers', () => {
    const text = `${GOOD_TR} Alternatif bütçe 1.250.000 TL, ikinci faz 01.06.2027, hedef 250000 indirme ve 12 şube.`;
    expect(codes(scoreBrief({ description: text }, 'tr'))).toEqual([]);
  });

  it('flags text written in capitals', () => {
    const result = scoreBrief({ description: GOOD_TR.toLocaleUpperCase('tr') }, 'tr');
    expect(codes(result)).toEqual(['allCaps']);
    expect(result.score).toBeLessThan(scoreBrief({ description: GOOD_TR }, 'tr').score);
  });

  it('flags repeated sentences, repeated words and padding', () => {
    const sentences = scoreBrief({ description: 'Bize bir web sitesi lazım. '.repeat(20) }, 'tr');
    expect(codes(sentences)).toContain('repetitive');
    expect(sentences.attractive).toBe(false);
    const words = scoreBrief({ description: `${GOOD_TR} ${'çok çok güzel olsun '.repeat(25)}` }, 'tr');
    expect(codes(words)).toContain('repetitive');
    const padding = scoreBrief({ description: `${VAGUE} ${'.'.repeat(300)}` }, 'tr');
    expect(codes(padding)).toContain('repetitive');
    expect(codes(scoreBrief({ description: GOOD_EN }, 'en'))).not.toContain('repetitive');
  });

  it('answers in English when the locale is en', () => {
    const result = scoreBrief({ description: VAGUE, contactEmail: 'someone@gmail.com' }, 'en');
    expect(result.warnings[0]).toEqual({
      code: 'tooShort',
      message: 'Your description is too short, please share more details: add at least 282 more characters.',
    });
    expect(result.warnings.find((warning) => warning.code === 'personalEmail')?.message).toBe(
      BRIEF_WARNING_MESSAGES.personalEmail.en,
    );
    expect(result.summary).toBe(BRIEF_UNATTRACTIVE_MESSAGE.en);
  });

  it('has a message for every code in both languages and never leaves a placeholder unfilled', () => {
    for (const code of BRIEF_WARNING_CODES) {
      expect(BRIEF_WARNING_MESSAGES[code].tr.length, code).toBeGreaterThan(20);
      expect(BRIEF_WARNING_MESSAGES[code].en.length, code).toBeGreaterThan(20);
    }
    const everything =
      `${VAGUE.toLocaleUpperCase('tr')} ÜCRETSİZ ÖRNEK TASARIM İSTİYORUZ. 0532 123 45 67 ` +
      'TEKRAR. '.repeat(5);
    for (const locale of ['tr', 'en'] as const) {
      for (const description of [everything, VAGUE, NO_TIMELINE_NO_BUDGET, GOOD_TR, '']) {
        const result = scoreBrief({ description, contactEmail: 'a@gmail.com' }, locale);
        for (const warning of result.warnings) expect(warning.message, warning.code).not.toMatch(/[{}]/);
      }
    }
    const all = scoreBrief({ description: everything, contactEmail: 'a@gmail.com' }, 'tr');
    expect(codes(all)).toEqual(
      expect.arrayContaining(['tooShort', 'personalEmail', 'freePitch', 'contactDetailsInText', 'allCaps']),
    );
    expect(all.score).toBeGreaterThanOrEqual(0);
  });

  it('gives the same answer for the same 5,000-character brief', () => {
    const long = `${GOOD_TR} ${GOOD_EN} ${NO_TIMELINE_NO_BUDGET} `.repeat(4).slice(0, 5000);
    const first = scoreBrief({ description: long, contactEmail: 'a@b.com' }, 'tr');
    expect(scoreBrief({ description: long, contactEmail: 'a@b.com' }, 'tr')).toEqual(first);
  });
});
