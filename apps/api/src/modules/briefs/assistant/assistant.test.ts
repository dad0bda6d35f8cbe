import {
  ASSISTANT_MODEL_TURNS_PER_WINDOW,
  ASSISTANT_NOTE_MESSAGES,
  BRIEF_MIN_LENGTH,
  categoryIdOf,
  type TAssistantAsk,
  type TAssistantDraft,
  type TAssistantTurnResult,
  type TCategoryKey,
} from '@brifa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { fakeModel } from '../../../../test/fake-model.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';

type TTurn = {
  Draft?: Partial<TAssistantDraft>;
  Field?: string | null;
  Text?: string;
  Keys?: string[];
  Skip?: boolean;
};

async function turn(t: TTestApp, body: TTurn, language = 'tr', address = '10.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/BriefAssistant/turn',
    headers: { 'accept-language': language },
    payload: body,
    remoteAddress: address,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as TAssistantTurnResult;
}

/** Answers each question the way a client would in a chat: typing where it can, choosing where it must. */
function typedAnswer(ask: TAssistantAsk, language: 'tr' | 'en'): Omit<TTurn, 'Draft'> {
  const tr = language === 'tr';
  switch (ask.Field) {
    case 'BudgetTry':
      return { Field: ask.Field, Text: tr ? '75 bin TL civarı' : 'around 75k' };
    case 'StartDate':
      return { Field: ask.Field, Skip: true };
    case 'CompanyName':
      return { Field: ask.Field, Text: 'Moda Kahve' };
    case 'SectorId':
      return { Field: ask.Field, Keys: [ask.Options[0]!.Key] };
    case 'CityId':
      return { Field: ask.Field, Text: tr ? 'izmir' : 'Izmir' };
    case 'CompanySize':
      return { Field: ask.Field, Text: tr ? 'KOBİ' : 'SME' };
    case 'IsDecisionMaker':
      return { Field: ask.Field, Text: tr ? 'evet' : 'yes' };
    case 'Details':
      return {
        Field: ask.Field,
        Text: tr
          ? 'Sipariş, mağazadan teslim alma, puan biriktirme ve kampanya bildirimleri olan bir uygulama; tasarım ve UX çalışması da ajanstan. Şubelerimizdeki kasa sistemiyle entegre çalışmalı ve yönetim paneli olmalı.'
          : 'An app with ordering, in-store pickup, loyalty points and campaign notifications; design and UX from the agency too. It must work with the tills in our branches and come with an admin panel.',
      };
    default:
      if (ask.Kind === 'text') return { Field: ask.Field, Text: tr ? 'Sadakat kartı' : 'Loyalty card' };
      if (ask.Kind === 'multiple') return { Field: ask.Field, Keys: [ask.Options[0]!.Key] };
      return { Field: ask.Field, Keys: [ask.Options[0]!.Key] };
  }
}

describe('the guided interview (no language model)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  for (const language of ['tr', 'en'] as const) {
    it(`turns a short free text into a brief POST Offer accepts, in ${language}`, async () => {
      const opening =
        language === 'tr'
          ? 'Kahve zincirimiz için iOS ve Android mobil uygulama yaptırmak istiyoruz.'
          : 'We want an iOS and Android mobile app for our coffee chain.';
      let result = await turn(t, { Field: null, Text: opening }, language);
      expect(result.Mode).toBe('guided');
      expect(result.Filled).toEqual(['Description']);
      // The category is asked, with the one the text names offered first.
      expect(result.Ask?.Field).toBe('CategoryKey');
      expect(result.Ask?.Options[0]).toMatchObject({ Key: 'mobile', Suggested: true });
      expect(result.Ask?.Options).toHaveLength(25);
      result = await turn(t, { Draft: result.Draft, Field: 'CategoryKey', Keys: ['mobile'] }, language);

      const asked: string[] = [];
      for (let step = 0; step < 40 && result.Ask; step++) {
        asked.push(result.Ask.Field);
        result = await turn(t, { Draft: result.Draft, ...typedAnswer(result.Ask, language) }, language);
        expect(result.Notes, JSON.stringify(result.Notes)).toEqual([]);
      }
      expect(result.Ready).toBe(true);
      // Every question of the category was asked, then the brief's own fields, in the pop-up's order.
      const questions = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/Expertises/questions/${categoryIdOf('mobile')}`,
          headers: { 'accept-language': language },
        })
      ).json().Data as { Key: string }[];
      expect(asked.slice(0, questions.length)).toEqual(questions.map((q) => `Answers.${q.Key}`));
      expect(asked.slice(questions.length, questions.length + 2)).toEqual(['BudgetTry', 'StartDate']);
      expect(asked.slice(-5)).toEqual([
        'CompanyName',
        'SectorId',
        'CityId',
        'CompanySize',
        'IsDecisionMaker',
      ]);
      expect(asked).toContain('Details');

      const draft = result.Draft;
      expect(draft).toMatchObject({
        CategoryKey: 'mobile',
        BudgetTry: '75000',
        StartDate: null,
        CompanyName: 'Moda Kahve',
        CityId: '35',
        CompanySize: 'sme',
        IsDecisionMaker: true,
      });
      expect(draft.Description.startsWith(opening)).toBe(true);
      expect(draft.Description.length).toBeGreaterThanOrEqual(BRIEF_MIN_LENGTH);

      // The same submit path as the pop-up.
      const client = await signUp(t.app, t.database.db);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/Offer',
        headers: { ...bearer(client.token), 'accept-language': language },
        payload: {
          CategoryId: categoryIdOf(draft.CategoryKey as TCategoryKey),
          Answers: draft.Answers,
          BudgetTry: draft.BudgetTry,
          StartDate: draft.StartDate,
          Description: draft.Description,
          CompanyName: draft.CompanyName,
          SectorId: Number(draft.SectorId),
          CityId: Number(draft.CityId),
          CompanySize: draft.CompanySize,
          IsDecisionMaker: draft.IsDecisionMaker,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
    });
  }

  it('says in the client’s language when it cannot use an answer, and asks again', async () => {
    const start = await turn(t, { Field: null, Text: 'Web sitesi lazım' }, 'en');
    const chosen = await turn(t, { Draft: start.Draft, Field: 'CategoryKey', Text: 'web design' }, 'en');
    expect(chosen.Draft.CategoryKey).toBe('web');
    const draft = { ...chosen.Draft, Answers: {}, Skipped: [] };
    const questions = chosen.Ask!;
    expect(questions.Field).toMatch(/^Answers\./);

    const atBudget = { ...draft, CategoryKey: 'web' as const };
    const noAmount = await turn(t, { Draft: atBudget, Field: 'BudgetTry', Text: 'a fair price' }, 'en');
    expect(noAmount.Notes).toEqual([
      { Code: 'budgetNotUnderstood', Message: ASSISTANT_NOTE_MESSAGES.budgetNotUnderstood.en },
    ]);
    expect(noAmount.Draft.BudgetTry).toBe('');
    const past = await turn(t, { Draft: atBudget, Field: 'StartDate', Text: '01.01.2020' }, 'tr');
    expect(past.Notes[0]).toEqual({ Code: 'dateInPast', Message: ASSISTANT_NOTE_MESSAGES.dateInPast.tr });
    const date = await turn(t, { Draft: atBudget, Field: 'StartDate', Text: '15.03.2027' }, 'tr');
    expect(date.Draft.StartDate).toBe('2027-03-15');
    const wrongOption = await turn(
      t,
      { Draft: atBudget, Field: questions.Field, Keys: ['no-such-option'] },
      'tr',
    );
    expect(wrongOption.Notes[0]?.Code).toBe('notUnderstood');
    const name = await turn(t, { Draft: atBudget, Field: 'CompanyName', Text: 'X' }, 'en');
    expect(name.Notes[0]?.Message).toBe('Write your company’s name (2 to 120 characters).');
    // A required question cannot be skipped.
    const skip = await turn(t, { Draft: atBudget, Field: questions.Field, Skip: true }, 'en');
    if (!questions.Optional) expect(skip.Notes[0]?.Code).toBe('cannotSkip');
    expect(skip.Ask?.Field).toBe(questions.Field);
  });

  it('checks the draft it is sent again: forged values and skips are dropped', async () => {
    const result = await turn(t, {
      Draft: {
        Description: 'Mobil uygulama',
        CategoryKey: 'mobile',
        Answers: { platform: 'not-an-option', unknownQuestion: 'x' },
        BudgetTry: '12abc',
        SectorId: '999999',
        CityId: '999',
        Skipped: ['Answers.platform', 'CompanyName', 'Details.tooShort'],
      },
      Field: 'Details',
      Skip: true,
    });
    expect(result.Draft.Answers).toEqual({});
    expect(result.Draft.BudgetTry).toBe('');
    expect(result.Draft.SectorId).toBeNull();
    expect(result.Draft.CityId).toBeNull();
    expect(result.Draft.Skipped).toEqual([]);
    expect(result.Ask?.Field).toMatch(/^Answers\./);
    expect(result.Ready).toBe(false);
  });
});

describe('with a language model', () => {
  let t: TTestApp;
  let model: Awaited<ReturnType<typeof fakeModel>>;
  let content: string | undefined;
  beforeAll(async () => {
    model = await fakeModel(() => (content === undefined ? { status: 500 } : { status: 200, content }));
    t = await buildTestApp({ env: { LLM_BASE_URL: model.url, LLM_MODEL: 'brief-model' } });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('keeps only what the model read that passes the brief’s checks, and asks the rest', async () => {
    const questions = (
      await t.app.inject({ method: 'GET', url: `/api/v1/Expertises/questions/${categoryIdOf('mobile')}` })
    ).json().Data as { Key: string; AnswerType: string; Options: { Key: string }[] }[];
    const single = questions.find((q) => q.AnswerType === 'single')!;
    content = JSON.stringify({
      CategoryKey: 'mobile',
      Answers: { [single.Key]: single.Options[0]!.Key, notAQuestion: 'x' },
      BudgetTry: '120000',
      StartDate: '2020-01-01',
      CityName: 'Ankara',
      CompanySize: 'galaxy',
      IsDecisionMaker: true,
      Description: 'the model must not rewrite the client’s words',
    });
    const text = 'Ankara’daki restoranımız için mobil sipariş uygulaması istiyoruz, bütçemiz 120 bin TL.';
    const result = await turn(t, { Field: null, Text: text }, 'tr', '10.0.0.2');
    expect(result.Mode).toBe('model');
    expect(model.received.at(-1)?.body.messages[1]?.content).toContain('restoranımız');
    expect(result.Draft).toMatchObject({
      Description: text,
      CategoryKey: 'mobile',
      Answers: { [single.Key]: single.Options[0]!.Key },
      BudgetTry: '120000',
      StartDate: null,
      CityId: '6',
      CompanySize: null,
      IsDecisionMaker: true,
    });
    expect(result.Filled).toEqual(
      expect.arrayContaining(['Description', 'CategoryKey', `Answers.${single.Key}`, 'BudgetTry', 'CityId']),
    );
    // The first question left unanswered by the model's reading.
    const firstOpen = questions.find((q) => q.Key !== single.Key)!;
    expect(result.Ask?.Field).toBe(`Answers.${firstOpen.Key}`);
  });

  it('goes on as a guided interview when the model fails or answers nonsense', async () => {
    content = undefined;
    const failed = await turn(t, { Field: null, Text: 'Mobil uygulama istiyoruz' }, 'en', '10.0.0.3');
    expect(failed.Notes).toEqual([]);
    expect(failed.Draft.CategoryKey).toBeNull();
    expect(failed.Ask?.Field).toBe('CategoryKey');
    content = 'I think it is a mobile app {"CategoryKey": 42, "BudgetTry": "lots"';
    const nonsense = await turn(t, { Field: null, Text: 'Mobil uygulama istiyoruz' }, 'en', '10.0.0.3');
    expect(nonsense.Filled).toEqual(['Description']);
  });

  it('asks the model at most the window’s number of times per address, then interviews alone', async () => {
    content = '{}';
    const before = model.received.length;
    for (let i = 0; i < ASSISTANT_MODEL_TURNS_PER_WINDOW; i++) {
      expect((await turn(t, { Field: null, Text: 'Logo tasarımı' }, 'tr', '10.0.0.9')).Mode).toBe('model');
    }
    const limited = await turn(t, { Field: null, Text: 'Logo tasarımı' }, 'tr', '10.0.0.9');
    expect(limited.Mode).toBe('guided');
    expect(limited.Ask?.Field).toBe('CategoryKey');
    expect(model.received.length - before).toBe(ASSISTANT_MODEL_TURNS_PER_WINDOW);
    // Another address is not held back.
    expect((await turn(t, { Field: null, Text: 'Logo tasarımı' }, 'tr', '10.0.0.10')).Mode).toBe('model');
  });
});
