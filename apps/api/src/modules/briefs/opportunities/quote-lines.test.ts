import { PROJECT_VIEW_FEE_KURUS, QUOTE_LIMITS } from '@brifa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { api, clientWithBrief, giveWallet, matchedAgency } from '../../../../test/opportunities.ts';

let t: TTestApp;
let call: ReturnType<typeof api>;
const FEE = PROJECT_VIEW_FEE_KURUS;

beforeAll(async () => {
  t = await buildTestApp();
  call = api(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('quotes to compare (issue 16)', () => {
  it('take a pricing model and line items that add up to the amount, which the client sees', async () => {
    const { client, offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    await giveWallet(db(), agency.providerId, FEE, TEST_NOW);
    await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, agency.token);
    const put = (body: Record<string, unknown>) =>
      call.send('PUT', `MatchedProvider/${agency.match.id}/quote`, agency.token, {
        AmountTry: '30000',
        DurationDays: 90,
        Message: 'Aylık sosyal medya yönetimi: içerik, reklam ve raporlama.',
        ...body,
      });

    const wrongSum = await put({
      PricingModel: 'monthly',
      Lines: [
        { Title: 'İçerik üretimi', AmountTry: '20000' },
        { Title: 'Reklam yönetimi', AmountTry: '5000' },
      ],
    });
    expect(wrongSum.statusCode).toBe(400);
    expect(wrongSum.json().Errors.Lines).toBe('Kalemlerin toplamı teklif tutarına eşit olmalı.');
    expect((await put({ PricingModel: 'yearly' })).json().Errors.PricingModel).toBeTruthy();
    expect(
      (await put({ Lines: [{ Title: 'x', AmountTry: '30000' }] })).json().Errors['Lines.0.Title'],
    ).toBeTruthy();
    const tooMany = Array.from({ length: QUOTE_LIMITS.lineItemsMax + 1 }, () => ({
      Title: 'Kalem',
      AmountTry: 1,
    }));
    expect((await put({ AmountTry: tooMany.length, Lines: tooMany })).statusCode).toBe(400);

    const sent = await put({
      PricingModel: 'monthly',
      Lines: [
        { Title: 'İçerik üretimi', AmountTry: '20000' },
        { Title: 'Reklam yönetimi', AmountTry: 10000 },
      ],
    });
    expect(sent.statusCode).toBe(200);
    const lines = [
      { Title: 'İçerik üretimi', AmountKurus: 20000_00 },
      { Title: 'Reklam yönetimi', AmountKurus: 10000_00 },
    ];
    expect(sent.json().Data.Match.Quote).toMatchObject({ PricingModel: 'monthly', Lines: lines });
    const seen = (await call.get(`offer/${offer.OfferKey}/matches`, client.token)).json().Data.Items[0];
    expect(seen.Quote).toMatchObject({ AmountKurus: 30000_00, PricingModel: 'monthly', Lines: lines });

    // Without them the quote is a fixed price for the whole project, with no lines.
    const plain = await put({});
    expect(plain.json().Data.Match.Quote).toMatchObject({ PricingModel: 'fixed', Lines: [] });
  });
});
