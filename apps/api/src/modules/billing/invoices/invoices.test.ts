import { invoiceNumber, isValidTckn, tcknCheckDigits } from '@brifa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, me, signUp } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { teamMember } from '../../../../test/conversations.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { startReceiver } from '../../../../test/receiver.ts';
import { depsOf } from '../../../platform/deps.ts';
import { outboxMessages } from '../../outbox/outbox.table.ts';
import {
  invoicesOfPayments,
  issueInvoiceForPayment,
  queueReceiptEmail,
  requireBillingInfo,
} from './invoices.service.ts';
import { invoices } from './invoices.table.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const TCKN = `100000001${tcknCheckDigits('100000001')}`;
const VKN = '4540536920';
const TITLE = 'Işıklı Çağrı Güneş Öğütücü Şirketi İletişim A.Ş.';

function corporate(overrides: Record<string, unknown> = {}) {
  return {
    Type: 'corporate',
    Title: TITLE,
    TaxNumber: VKN,
    TaxOffice: 'Kadıköy',
    Address: 'Caferağa Mah. Moda Cad. No: 12',
    City: 'İstanbul',
    District: 'Kadıköy',
    Email: 'fatura@isikli.com.tr',
    ...overrides,
  };
}

function putCustomer(token: string, payload: Record<string, unknown>, language = 'tr-TR') {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/Invoice/customer',
    headers: { ...bearer(token), 'accept-language': language },
    payload,
  });
}

/** Extracts the text of every page with PDF.js, as a reader or a search would. */
async function pdfText(data: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(data), disableFontFace: true, useSystemFonts: false })
    .promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return parts.join('\n');
}

describe('billing details (PUT/GET Invoice/customer)', () => {
  it('refuses a bad VKN beside its field in both languages, then saves and answers the details', async () => {
    const agency = await agencyAccount(t.app, t.database.db);
    const before = await me(t.app, agency.token, agency.userId);
    expect(before.json().Data.HasBillingInfo).toBe(false);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Invoice/customer',
      headers: bearer(agency.token),
    });
    expect(empty.json().Data).toBeNull();
    // The payments core refuses to start a payment meanwhile ("please edit billing information").
    await expect(requireBillingInfo(t.database.db, agency.userId)).rejects.toMatchObject({
      code: 'BILLING_INFO_REQUIRED',
    });

    const badTr = await putCustomer(agency.token, corporate({ TaxNumber: '4540536921' }));
    expect(badTr.statusCode).toBe(400);
    expect(badTr.json().Errors.TaxNumber).toBe('Geçerli bir vergi kimlik numarası girin (10 hane).');
    const badEn = await putCustomer(agency.token, corporate({ TaxNumber: '12345', TaxOffice: '' }), 'en-TR');
    expect(badEn.json().Errors).toMatchObject({
      TaxNumber: 'Enter a valid tax number (10 digits).',
      TaxOffice: 'This field is required.',
    });

    const saved = await putCustomer(agency.token, corporate({ FullName: 'ignored', IdentityNumber: TCKN }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().Data).toMatchObject({
      Type: 'corporate',
      Title: TITLE,
      TaxNumber: VKN,
      FullName: '',
    });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Invoice/customer',
      headers: bearer(agency.token),
    });
    expect(read.json().Data).toMatchObject({ Title: TITLE, City: 'İstanbul', Email: 'fatura@isikli.com.tr' });
    expect((await me(t.app, agency.token, agency.userId)).json().Data.HasBillingInfo).toBe(true);
    await expect(requireBillingInfo(t.database.db, agency.userId)).resolves.toBeUndefined();
  });

  it('takes an individual with a valid TCKN and refuses a wrong check digit', async () => {
    expect(isValidTckn(TCKN)).toBe(true);
    const client = await signUp(t.app, t.database.db, { kind: 'client' });
    const person = {
      Type: 'individual',
      FullName: 'Ayşe Yılmaz',
      IdentityNumber: `${TCKN.slice(0, 10)}${(Number(TCKN[10]) + 1) % 10}`,
      Address: 'Atatürk Bulvarı No: 5',
      City: 'Ankara',
      District: 'Çankaya',
      Email: 'ayse@example.com.tr',
    };
    const bad = await putCustomer(client.token, person);
    expect(bad.json().Errors.IdentityNumber).toBe('Geçerli bir T.C. kimlik numarası girin (11 hane).');
    const good = await putCustomer(client.token, { ...person, IdentityNumber: TCKN, Title: 'x' });
    expect(good.statusCode).toBe(200);
    expect(good.json().Data).toMatchObject({ Type: 'individual', IdentityNumber: TCKN, Title: '' });
    expect((await me(t.app, client.token, client.userId)).json().Data.HasBillingInfo).toBe(true);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/Invoice/customer' });
    expect(res.statusCode).toBe(401);
  });
});

describe('invoices', () => {
  it('issues a VAT-inclusive invoice with a snapshot of the buyer, sends it to the e-invoice outbox and a receipt', async () => {
    const agency = await agencyAccount(t.app, t.database.db);
    await putCustomer(agency.token, corporate());
    const deps = depsOf(t.app);
    const invoice = await t.database.db.transaction(async (tx) => {
      const issued = await issueInvoiceForPayment(
        { ...deps, db: tx },
        {
          paymentId: `pay-${agency.userId}`,
          payerUserId: agency.userId,
          lines: [{ description: 'Cüzdan yükleme 1.000 TL', quantity: 1, unitPriceKurus: 100_000 }],
          paidAt: t.clock.now(),
        },
      );
      await queueReceiptEmail({ ...deps, db: tx }, issued.id);
      return issued;
    });
    // 1000 TL gross at 20 %: 833.33 net + 166.67 VAT.
    expect(invoice).toMatchObject({ grossKurus: 100_000, netKurus: 83_333, vatKurus: 16_667 });
    expect(invoice.number).toMatch(/^BRF2026\d{9}$/);

    // The same payment again answers the same invoice.
    const again = await issueInvoiceForPayment(deps, {
      paymentId: `pay-${agency.userId}`,
      payerUserId: agency.userId,
      lines: [{ description: 'x', quantity: 1, unitPriceKurus: 1 }],
      paidAt: t.clock.now(),
    });
    expect(again.id).toBe(invoice.id);
    const byPayment = await invoicesOfPayments(t.database.db, [`pay-${agency.userId}`, 'no-such-payment']);
    expect([...byPayment.keys()]).toEqual([`pay-${agency.userId}`]);
    expect(byPayment.get(`pay-${agency.userId}`)?.pdfPath).toBe(`/api/v1/Invoice/pdf/${invoice.id}`);

    // Editing the billing details later does not change the issued invoice.
    await putCustomer(agency.token, corporate({ Title: 'Başka Unvan A.Ş.' }));
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.buyer.title).toBe(TITLE);

    const [eInvoice] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `e-invoice:${invoice.number}`));
    expect(eInvoice).toMatchObject({ channel: 'webhook', to: 'outbox:e-invoice', status: 'stored' });
    expect(eInvoice!.payload?.body).toMatchObject({
      number: invoice.number,
      buyer: { type: 'corporate', name: TITLE, taxId: VKN },
      totals: { netKurus: 83_333, vatKurus: 16_667, grossKurus: 100_000 },
    });

    const [receipt] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.to, 'fatura@isikli.com.tr'), eq(outboxMessages.template, 'invoiceReceipt')),
      );
    expect(receipt!.subject).toContain(invoice.number);
    expect(receipt!.text).toContain(`/api/v1/Invoice/pdf/${invoice.id}`);
    expect(receipt!.text).toContain('%20 KDV');

    // The PDF: for the owner, with the buyer's title in real text; 404 for anyone else.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Invoice/pdf/${invoice.id}`,
      headers: bearer(agency.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(TITLE);
    expect(text).toContain(invoice.number);
    expect(text).toContain('Hesaplanan KDV (%20)');

    const stranger = await agencyAccount(t.app, t.database.db);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Invoice/pdf/${invoice.id}`,
      headers: bearer(stranger.token),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().Message).toBe('Fatura bulunamadı.');
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/Invoice/pdf/${invoice.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("shares the agency's details and invoices with its team, and prints the PDF in the reader's language", async () => {
    const agency = await agencyAccount(t.app, t.database.db);
    const member = await teamMember(t.app, t.database.db, agency.providerId);
    // The member fills in the details; the owner sees them and no longer gets the pop-up.
    await putCustomer(member.token, corporate({ Title: 'Çınar Ölçüm Ürünleri A.Ş.' }));
    const owner = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Invoice/customer',
      headers: bearer(agency.token),
    });
    expect(owner.json().Data.Title).toBe('Çınar Ölçüm Ürünleri A.Ş.');
    expect((await me(t.app, agency.token, agency.userId)).json().Data.HasBillingInfo).toBe(true);

    const issued = await issueInvoiceForPayment(depsOf(t.app), {
      paymentId: `member-${member.userId}`,
      payerUserId: agency.userId,
      lines: [{ description: 'Wallet top-up', quantity: 1, unitPriceKurus: 120_000 }],
      paidAt: t.clock.now(),
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Invoice/pdf/${issued.id}`,
      headers: { ...bearer(member.token), 'accept-language': 'en-TR' },
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('INVOICE');
    expect(text).toContain('Çınar Ölçüm Ürünleri A.Ş.');
    expect(text).toContain('VAT (20%)');
  });

  it('numbers 20 concurrent invoices 1..N of the year without gaps or duplicates, a rolled-back one included', async () => {
    const { db } = t.database;
    await db.execute(sql`delete from invoice_lines`);
    await db.execute(sql`delete from invoices`);
    await db.execute(sql`delete from invoice_counters`);
    const payer = await agencyAccount(t.app, db);
    const deps = depsOf(t.app);
    const issue = (paymentId: string, fail: boolean) =>
      db.transaction(async (tx) => {
        const issued = await issueInvoiceForPayment(
          { ...deps, db: tx },
          {
            paymentId,
            payerUserId: payer.userId,
            lines: [{ description: 'Cüzdan yükleme', quantity: 1, unitPriceKurus: 150_000 }],
            paidAt: t.clock.now(),
          },
        );
        if (fail) throw new Error('the payment failed after the invoice');
        return issued;
      });
    const results = await Promise.allSettled(
      Array.from({ length: 21 }, (_, i) => issue(`concurrent-${i}`, i === 7)),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    const rows = await db
      .select({ sequence: invoices.sequence, number: invoices.number, year: invoices.year })
      .from(invoices);
    const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(20);
    for (const r of rows) expect(r.number).toBe(invoiceNumber(r.year, r.sequence));

    // The next one follows on.
    const next = await issue('concurrent-after', false);
    expect(next.number).toBe(invoiceNumber(2026, 21));
  });

  it('refuses an invoice without lines or with a zero amount', async () => {
    const payer = await agencyAccount(t.app, t.database.db);
    const deps = depsOf(t.app);
    await expect(
      issueInvoiceForPayment(deps, {
        paymentId: 'empty',
        payerUserId: payer.userId,
        lines: [],
        paidAt: t.clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'INVOICE_LINES_EMPTY' });
    await expect(
      issueInvoiceForPayment(deps, {
        paymentId: 'zero',
        payerUserId: payer.userId,
        lines: [{ description: 'Hiç', quantity: 1, unitPriceKurus: 0 }],
        paidAt: t.clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'INVOICE_LINES_EMPTY' });
  });
});

describe('the HTTP e-invoice integrator', () => {
  it('posts the document as JSON to E_INVOICE_URL with the bearer token, through the outbox', async () => {
    const receiver = await startReceiver();
    const url = `${receiver.url}/api/invoices`;
    const http = await buildTestApp({ env: { E_INVOICE_URL: url, E_INVOICE_TOKEN: 'secret-token' } });
    try {
      const payer = await agencyAccount(http.app, http.database.db);
      const issued = await issueInvoiceForPayment(depsOf(http.app), {
        paymentId: 'http-1',
        payerUserId: payer.userId,
        lines: [{ description: 'Cüzdan yükleme', quantity: 2, unitPriceKurus: 60_000 }],
        paidAt: http.clock.now(),
      });
      const [message] = await http.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.dedupeKey, `e-invoice:${issued.number}`));
      expect(message).toMatchObject({ to: url, status: 'queued' });
      expect(message!.payload?.headers).toEqual({
        'idempotency-key': issued.number,
        authorization: 'Bearer secret-token',
      });
      // Without billing details the payer is a private buyer under GİB's unknown-TCKN.
      expect(message!.payload?.body).toMatchObject({
        profile: 'EARSIV',
        buyer: { type: 'individual', taxId: '11111111111' },
        lines: [
          { quantity: 2, unitPriceKurus: 60_000, grossKurus: 120_000, netKurus: 100_000, vatKurus: 20_000 },
        ],
      });

      // The outbox worker delivers it: a JSON POST the integrator (here a local receiver) accepts once.
      await http.app.outboxWorker!.drain();
      const [after] = await http.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.id, message!.id));
      expect(after).toMatchObject({ status: 'sent', lastError: null });
      const delivered = receiver.delivered().filter((r) => r.path === '/api/invoices');
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.headers.authorization).toBe('Bearer secret-token');
      expect(delivered[0]!.headers['idempotency-key']).toBe(issued.number);
      expect(delivered[0]!.body).toMatchObject({ number: issued.number, totals: { grossKurus: 120_000 } });
    } finally {
      await http.close();
      await receiver.close();
    }
  });
});
