import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { agencyAccount, BRIEF_DESCRIPTION, matchAgency } from '../../../../test/briefs.ts';
import { grantTestAccess } from '../../../../test/conversations.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { api, clientWithBrief, setOfferTimes } from '../../../../test/opportunities.ts';
import { multipartBody } from '../../../../test/uploads.ts';
import { depsOf } from '../../../platform/deps.ts';
import { outboxMessages } from '../../outbox/outbox.table.ts';
import { HIDDEN } from './agency-view.ts';
import { inviteAgency } from './invitations.service.ts';

/**
 * Issue 15: the agency's views of a brief (list, detail, pool, invitation page and its e-mail, search) name
 * nothing of the client until access: not the company, the person, the contacts or the attachment's name,
 * not even where the client wrote them into the brief.
 */

let t: TTestApp;
let call: ReturnType<typeof api>;
const db = () => t.database.db;
const HOUR = 3_600_000;

const SELF_NAMING =
  `Ben Ayşe Yılmaz, Moda Kahve'nin pazarlama müdürüyüm. ${BRIEF_DESCRIPTION} Biz Moda Kahve olarak bu işi ` +
  'Ayşe Yılmaz ile yürütüyoruz; bize ayse.yilmaz@modakahve.com.tr adresinden, 0532 123 45 67 numarasından ya da ' +
  'www.modakahve.com.tr üzerinden ulaşabilirsiniz.';
const FILE_NAME = 'moda-kahve-brief.pdf';

beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOADS_DIR: `/tmp/brifa-test-agency-view-${process.pid}` } });
  call = api(t.app);
});
afterAll(() => t.close());

async function selfNamingBrief() {
  const { client, offer } = await clientWithBrief(t.app, db(), { Description: SELF_NAMING });
  const form = multipartBody([
    {
      name: 'File',
      filename: FILE_NAME,
      content: Buffer.from('%PDF-1.4\n%brief\n'),
      contentType: 'application/pdf',
    },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/v1/Offer/${offer.OfferKey}/file`,
    headers: { ...bearer(client.token), ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode).toBe(200);
  const forbidden = [
    'Moda Kahve',
    'Yılmaz',
    'modakahve',
    '0532 123 45 67',
    String(client.body.Email),
    client.phone,
    FILE_NAME,
  ];
  return { client, offer, forbidden };
}

function expectNone(answer: string, forbidden: string[]) {
  for (const word of forbidden) expect(answer, word).not.toContain(word);
}

describe('before access', () => {
  it('the opportunity list, its search and the opportunity page name nothing of the client, in both languages', async () => {
    const { offer, forbidden } = await selfNamingBrief();
    const agency = await agencyAccount(t.app, db());
    const match = await matchAgency(db(), offer.Id, agency.providerId, { status: 'waiting', at: TEST_NOW });

    for (const language of ['tr', 'en']) {
      const headers = { ...bearer(agency.token), 'accept-language': language };
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/MatchedProvider/by-provider', headers });
      expect(list.json().Data.Items).toHaveLength(1);
      expectNone(list.body, forbidden);
      expect(list.json().Data.Items[0].Brief.Summary).toMatch(
        /^Ben •••, •••'nin pazarlama müdürüyüm\. Kadıköy’de/,
      );
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/v1/offer/${offer.OfferKey}/for-provider`,
        headers,
      });
      expect(page.statusCode).toBe(200);
      const detail = page.json().Data;
      expectNone(page.body, forbidden);
      expect(detail.Client).toBeNull();
      expect(detail.Brief.HasFile).toBe(true);
      // The need stays readable; the names are blanked where the client wrote them.
      expect(detail.Brief.Description).toContain(`Biz ${HIDDEN} olarak bu işi ${HIDDEN} ile yürütüyoruz`);
      expect(detail.Brief.Description).toContain('sadakat programını');
      const own = await t.app.inject({ method: 'GET', url: `/api/v1/MatchedProvider/${match.id}`, headers });
      expect(own.json().Data.View).toBe('provider');
      expectNone(own.body, forbidden);
    }

    // A search cannot confirm a guess of who the client is, but still finds the need.
    for (const guess of ['Moda Kahve', 'Yılmaz']) {
      const found = await call.get(
        `MatchedProvider/by-provider?Search=${encodeURIComponent(guess)}`,
        agency.token,
      );
      expect(found.json().Data.Items, guess).toHaveLength(0);
    }
    const need = await call.get('MatchedProvider/by-provider?Search=sadakat', agency.token);
    expect(need.json().Data.Items).toHaveLength(1);
    const file = await call.get(`Offer/${offer.OfferKey}/file`, agency.token);
    expect(file.statusCode).toBe(404);
  });

  it('the pool and its search name nothing of the client', async () => {
    const { offer, forbidden } = await selfNamingBrief();
    await setOfferTimes(db(), offer.Id, {
      createdAt: new Date(TEST_NOW.getTime() - 26 * HOUR),
      windowEndsAt: new Date(TEST_NOW.getTime() - 2 * HOUR),
    });
    const matched = await agencyAccount(t.app, db());
    await matchAgency(db(), offer.Id, matched.providerId, {
      status: 'responded',
      at: new Date(TEST_NOW.getTime() - 25 * HOUR),
    });
    const outsider = await agencyAccount(t.app, db());
    const pool = await call.get('Pool', outsider.token);
    expect(
      pool
        .json()
        .Data.Items.some((i: { Brief: { OfferKey: string } }) => i.Brief.OfferKey === offer.OfferKey),
    ).toBe(true);
    expectNone(pool.body, forbidden);
    expect(pool.body).toContain(`Ben ${HIDDEN}, ${HIDDEN}'nin`);
    expect((await call.get('Pool?Search=Moda%20Kahve', outsider.token)).json().Data.Items).toHaveLength(0);
    const page = await call.get(`pool/offer/${offer.OfferKey}/for-provider`, outsider.token);
    expect(page.statusCode).toBe(200);
    expectNone(page.body, forbidden);
  });

  it('the business-opportunity invitation, its page and its e-mail name nothing of the client', async () => {
    const { offer, forbidden } = await selfNamingBrief();
    for (const locale of ['tr', 'en'] as const) {
      const email = `davet.${locale}@yeni-ajans.com.tr`;
      const link = await inviteAgency(depsOf(t.app), {
        offerKey: offer.OfferKey,
        email,
        companyName: 'Yeni Ajans',
        locale,
      });
      const key = link.split('/').pop()!;
      const page = await t.app.inject({ method: 'GET', url: `/api/v1/BusinessOpportunity/${key}` });
      expect(page.statusCode).toBe(200);
      expectNone(page.body, forbidden);
      expect(page.json().Data.Brief.Summary).toMatch(/^Ben •••, •••'nin/);
      const [mail] = await db().select().from(outboxMessages).where(eq(outboxMessages.to, email));
      expect(mail!.subject).toContain(
        locale === 'tr' ? 'Mobil Uygulama Geliştirme' : 'Mobile App Development',
      );
      expectNone(`${mail!.subject}\n${mail!.text}\n${mail!.html}`, forbidden);
    }
  });
});

describe('after access', () => {
  it('the opportunity page and the search name the client, its contacts and its file', async () => {
    const { client, offer } = await selfNamingBrief();
    const agency = await agencyAccount(t.app, db());
    const match = await matchAgency(db(), offer.Id, agency.providerId, { status: 'waiting', at: TEST_NOW });
    await grantTestAccess(db(), match.id, TEST_NOW);

    const detail = (await call.get(`offer/${offer.OfferKey}/for-provider`, agency.token)).json().Data;
    expect(detail.Client).toEqual({
      FullName: 'Ayşe Yılmaz',
      CompanyName: 'Moda Kahve',
      Email: client.body.Email,
      Phone: client.phone,
      FileName: FILE_NAME,
    });
    expect(detail.Brief.Description).toBe(SELF_NAMING);
    const found = await call.get('MatchedProvider/by-provider?Search=Moda%20Kahve', agency.token);
    expect(found.json().Data.Items).toHaveLength(1);
    expect((await call.get(`Offer/${offer.OfferKey}/file`, agency.token)).statusCode).toBe(200);
  });
});
