import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIEF_DESCRIPTION } from '../../../../test/briefs.ts';
import { fakeModel } from '../../../../test/fake-model.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';

const check = (t: TTestApp, description: string, language = 'tr') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Offer/brief-check',
    headers: { 'accept-language': language },
    payload: { CategoryId: 3, Description: description, BudgetDefined: true, HasStartDate: true },
  });

describe('without a language model', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the local scorer’s warnings in the caller’s language, for visitors too', async () => {
    const short = await check(t, 'Mobil uygulama lazım.');
    expect(short.statusCode).toBe(200);
    expect(short.json().Data.Warnings.map((w: { Code: string }) => w.Code)).toContain('tooShort');
    expect(short.json().Data.Suggestions).toEqual([]);
    const english = await check(t, 'Mobil uygulama lazım.', 'en');
    expect(english.json().Data.Warnings[0].Message).toMatch(/[a-z]/);
    expect(english.json().Data.Warnings[0].Message).not.toEqual(short.json().Data.Warnings[0].Message);
  });
});

describe('with an OpenAI-compatible endpoint', () => {
  let t: TTestApp;
  let model: Awaited<ReturnType<typeof fakeModel>>;
  let failing = false;
  beforeAll(async () => {
    model = await fakeModel(() =>
      failing
        ? { status: 500 }
        : {
            status: 200,
            content: 'Öneriler:\n```json\n["Başarı ölçütünüzü yazın", "Teslim tarihini netleştirin"]\n```',
          },
    );
    t = await buildTestApp({
      env: { LLM_BASE_URL: model.url, LLM_API_KEY: 'test-key', LLM_MODEL: 'brief-model' },
    });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('adds the model’s suggestions to a long enough brief, asking in the client’s language', async () => {
    const res = await check(t, BRIEF_DESCRIPTION);
    expect(res.json().Data.Suggestions).toEqual(['Başarı ölçütünüzü yazın', 'Teslim tarihini netleştirin']);
    const call = model.received.at(-1)!;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.authorization).toBe('Bearer test-key');
    expect(call.body.model).toBe('brief-model');
    expect(call.body.messages[0]!.content).toContain('brif');
    expect(call.body.messages[1]!.content).toContain('Mobil Uygulama');

    await check(t, BRIEF_DESCRIPTION, 'en');
    expect(model.received.at(-1)!.body.messages[0]!.content).toContain('brief a client wrote');
  });

  it('does not ask the model about a brief that is still too short', async () => {
    const before = model.received.length;
    const res = await check(t, 'Mobil uygulama lazım.');
    expect(res.json().Data.Suggestions).toEqual([]);
    expect(model.received.length).toBe(before);
  });

  it('falls back to the local scorer alone when the model fails', async () => {
    failing = true;
    const res = await check(t, BRIEF_DESCRIPTION);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Suggestions).toEqual([]);
    expect(res.json().Data.Score).toBeGreaterThan(0);
    failing = false;
  });
});
