import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { kurusToLira, liraToKurus } from '../src/platform/adapters/payments/iyzico-amounts.ts';

/**
 * A local iyzico (issue 18): the endpoints the iyzico adapter calls, with iyzico's request and answer shapes,
 * its IYZWSv2 request signature checked the way iyzico checks it, payments and stored cards kept in memory,
 * iyzico's published sandbox test cards, and a 3-D Secure page that auto-posts like the real one.
 *
 * What the real service does that this one only imitates (documented by iyzico loosely or not at all) is said
 * where it happens: the error codes of refusals that are not the bank's, and which step a test card fails at.
 */

/** A card of iyzico's sandbox list (docs.iyzico.com "Test Cards" and the iyzipay READMEs) and what it does here. */
type TTestCard = {
  bank: string;
  association: 'MASTER_CARD' | 'VISA' | 'TROY' | 'AMERICAN_EXPRESS';
  family: string;
  type: 'CREDIT_CARD' | 'DEBIT_CARD';
  /** A bank refusal: at 3-D initialise, and at non-3-D auth */
  refusal?: { code: string; group: string; message: string };
  /** The 3-D Secure step answers this mdStatus even when the payer passes it */
  mdStatus?: string;
  /** 3-D Secure cannot start for this card */
  threeDsInitFails?: boolean;
};

const SUCCESS_CARD = (
  bank: string,
  association: TTestCard['association'],
  family: string,
  type: TTestCard['type'],
): TTestCard => ({ bank, association, family, type });

const REFUSAL = (code: string, group: string, message: string): TTestCard => ({
  bank: 'Test Bank',
  association: 'VISA',
  family: '',
  type: 'CREDIT_CARD',
  refusal: { code, group, message },
});

export const IYZICO_TEST_CARDS: Record<string, TTestCard> = {
  '5528790000000008': SUCCESS_CARD('Halkbank', 'MASTER_CARD', 'Paraf', 'CREDIT_CARD'),
  '5526080000000006': SUCCESS_CARD('Akbank', 'MASTER_CARD', 'Axess', 'CREDIT_CARD'),
  '5890040000000016': SUCCESS_CARD('Akbank', 'MASTER_CARD', 'Axess', 'DEBIT_CARD'),
  '4603450000000000': SUCCESS_CARD('Denizbank', 'VISA', 'Bonus', 'CREDIT_CARD'),
  '9792030000000000': SUCCESS_CARD('QNB', 'TROY', 'CardFinans', 'CREDIT_CARD'),
  '4111111111111129': REFUSAL('10051', 'NOT_SUFFICIENT_FUNDS', 'Kart limiti yetersiz, yetersiz bakiye'),
  '4129111111111111': REFUSAL('10005', 'DO_NOT_HONOUR', 'İşlem onaylanmadı'),
  '4128111111111112': REFUSAL('10012', 'INVALID_TRANSACTION', 'Geçersiz işlem'),
  '4127111111111113': REFUSAL('10041', 'LOST_CARD', 'Kayıp kart, karta el koyunuz'),
  '4126111111111114': REFUSAL('10043', 'STOLEN_CARD', 'Çalıntı kart, karta el koyunuz'),
  '4125111111111115': REFUSAL('10054', 'EXPIRED_CARD', 'Vadesi dolmuş kart'),
  '4124111111111116': REFUSAL('10084', 'INVALID_CVC2', 'CVC2 bilgisi hatalı'),
  '4123111111111117': REFUSAL('10057', 'NOT_PERMITTED_TO_CARDHOLDER', 'Kart sahibi bu işlemi yapamaz'),
  '4122111111111118': REFUSAL(
    '10058',
    'NOT_PERMITTED_TO_TERMINAL',
    'Terminalin bu işlemi yapmaya yetkisi yok',
  ),
  '4121111111111119': REFUSAL('10034', 'FRAUD_SUSPECT', 'Dolandırıcılık şüphesi'),
  '4120111111111110': REFUSAL('10093', 'RESTRICTED_BY_LAW', 'Kartınız e-ticaret işlemlerine kapalıdır'),
  '4130111111111118': REFUSAL('10203', 'UNKNOWN', 'Genel hata'),
  '4131111111111117': { ...SUCCESS_CARD('Test Bank', 'VISA', '', 'CREDIT_CARD'), mdStatus: '0' },
  '4141111111111115': { ...SUCCESS_CARD('Test Bank', 'VISA', '', 'CREDIT_CARD'), mdStatus: '4' },
  '4151111111111112': { ...SUCCESS_CARD('Test Bank', 'VISA', '', 'CREDIT_CARD'), threeDsInitFails: true },
};

/** The instalments the fake's banks offer on credit cards, with the interest each adds (per mille of the price). */
const INSTALMENT_INTEREST_PER_MILLE: Record<number, number> = { 1: 0, 2: 25, 3: 41, 6: 82, 9: 124, 12: 167 };

type TItem = { itemId: string; paymentTransactionId: string; priceKurus: number };

export type TFakePayment = {
  paymentId: string;
  conversationId: string;
  basketId: string;
  priceKurus: number;
  paidPriceKurus: number;
  installment: number;
  status: 'INIT_THREEDS' | 'CALLBACK_THREEDS' | 'SUCCESS' | 'FAILURE';
  threeDs: boolean;
  mdStatus?: string;
  conversationData?: string;
  callbackUrl?: string;
  binNumber: string;
  lastFourDigits: string;
  card: TTestCard;
  /** When the payment asked to save its card: the keys it gets once it succeeds */
  register?: {
    cardUserKey?: string;
    holderName: string;
    number: string;
    expireMonth: string;
    expireYear: string;
  };
  savedCard?: { cardUserKey: string; cardToken: string };
  items: TItem[];
  refundedKurus: number;
  cancelled: boolean;
  createdAt: Date;
  events: { type: 'PAYMENT' | 'CANCEL' | 'REFUND'; at: Date; amountKurus: number; ok: boolean; id: string }[];
};

type TStored = {
  cardToken: string;
  cardAlias: string;
  binNumber: string;
  lastFourDigits: string;
  card: TTestCard;
};

type TCardUser = { cardUserKey: string; email: string; externalId: string; cards: Map<string, TStored> };

export type TFakeIyzicoOptions = {
  apiKey?: string;
  secretKey?: string;
  /** Rows per page of the day report (iyzico's own size is larger; small here to exercise paging) */
  reportPageSize?: number;
};

export type TFakeIyzico = Awaited<ReturnType<typeof startFakeIyzico>>;

export async function startFakeIyzico(options: TFakeIyzicoOptions = {}) {
  const apiKey = options.apiKey ?? 'sandbox-fake-api-key';
  const secretKey = options.secretKey ?? 'sandbox-fake-secret-key';
  const reportPageSize = options.reportPageSize ?? 50;
  const payments = new Map<string, TFakePayment>();
  const cardUsers = new Map<string, TCardUser>();
  /** Every request's path and body, signature checked or not (tests look at the decimals that arrived) */
  const requests: { method: string; path: string; body: Record<string, unknown> | null; signed: boolean }[] =
    [];
  const state = {
    nextPaymentId: 24_000_001,
    nextTransactionId: 31_000_001,
    hang: false as boolean | RegExp,
    hangAfter: false,
  };

  function hangs(path: string) {
    return state.hang === true || (state.hang instanceof RegExp && state.hang.test(path));
  }

  function answer(response: ServerResponse, status: number, body: object) {
    // "after": the call was carried out, its answer is lost on the way back
    if (state.hangAfter && hangs(new URL(response.req.url ?? '/', 'http://fake').pathname)) return;
    response
      .writeHead(status, { 'content-type': 'application/json;charset=UTF-8' })
      .end(JSON.stringify(body));
  }

  function base(body: Record<string, unknown> | null) {
    return {
      locale: typeof body?.locale === 'string' ? body.locale : 'tr',
      systemTime: Date.now(),
      ...(body?.conversationId !== undefined ? { conversationId: body.conversationId } : {}),
    };
  }

  function refuse(body: Record<string, unknown> | null, code: string, message: string, group?: string) {
    return {
      status: 'failure',
      errorCode: code,
      errorMessage: message,
      ...(group ? { errorGroup: group } : {}),
      ...base(body),
    };
  }

  /**
   * iyzico's IYZWSv2 check: Authorization is "IYZWSv2 " + base64("apiKey:<key>&randomKey:<rnd>&signature:<hex>"),
   * signature = HMAC-SHA256(secretKey, randomKey + path (no query string) + the body as sent; the package sends
   * "{}" with its GET calls too).
   */
  function checkSignature(request: IncomingMessage, path: string, raw: string): string | null {
    const header = String(request.headers.authorization ?? '');
    if (!header.startsWith('IYZWSv2 ')) return '1000';
    const fields = new Map(
      Buffer.from(header.slice('IYZWSv2 '.length), 'base64')
        .toString('utf8')
        .split('&')
        .map((pair) => {
          const at = pair.indexOf(':');
          return [pair.slice(0, at), pair.slice(at + 1)] as const;
        }),
    );
    if (fields.get('apiKey') !== apiKey) return '1001';
    const randomKey = fields.get('randomKey') ?? '';
    if (!randomKey || randomKey !== request.headers['x-iyzi-rnd']) return '1000';
    const expected = createHmac('sha256', secretKey)
      .update(randomKey + path + raw)
      .digest();
    const given = Buffer.from(fields.get('signature') ?? '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected) ? null : '1000';
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await text(request);
    let body: Record<string, unknown> | null = null;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    const path = url.pathname;

    // The bank's pages are the browser's, not the merchant's: no API signature
    if (path.startsWith('/bank/3ds/')) {
      requests.push({ method: request.method ?? '', path, body, signed: false });
      return bankPage(path.slice('/bank/3ds/'.length), request.method ?? 'GET', raw, response);
    }

    const refused = checkSignature(request, path, raw);
    requests.push({ method: request.method ?? '', path, body, signed: refused === null });
    if (!state.hangAfter && hangs(path)) return; // never answers, never acts
    if (refused === '1001') return answer(response, 401, refuse(body, '1001', 'api bilgileri bulunamadı'));
    if (refused) return answer(response, 401, refuse(body, '1000', 'Geçersiz imza'));

    const route = `${request.method} ${path}`;
    const b = body ?? {};
    switch (route) {
      case 'POST /payment/iyzipos/installment':
        return answer(response, 200, installment(b));
      case 'POST /payment/3dsecure/initialize':
        return answer(response, 200, createPayment(b, true));
      case 'POST /payment/3dsecure/auth':
        return answer(response, 200, authThreeDs(b));
      case 'POST /payment/auth':
        return answer(response, 200, createPayment(b, false));
      case 'POST /payment/detail':
        return answer(response, 200, paymentDetail(b));
      case 'POST /cardstorage/card':
        return answer(response, 200, createCard(b));
      case 'DELETE /cardstorage/card':
        return answer(response, 200, deleteCard(b));
      case 'POST /cardstorage/cards':
        return answer(response, 200, cardList(b));
      case 'POST /payment/cancel':
        return answer(response, 200, cancel(b));
      case 'POST /v2/payment/refund':
        return answer(response, 200, refund(b));
      case 'GET /v2/reporting/payment/transactions':
        return answer(response, 200, dayReport(Object.fromEntries(url.searchParams)));
      default:
        return answer(response, 404, refuse(body, '404', `fake iyzico has no ${route}`));
    }
  });

  // ---- instalments ------------------------------------------------------------------------------------------

  function cardByBin(bin: string): TTestCard | undefined {
    return Object.entries(IYZICO_TEST_CARDS).find(([number]) => number.startsWith(bin))?.[1];
  }

  function installment(b: Record<string, unknown>) {
    const bin = String(b.binNumber ?? '');
    const priceKurus = liraToKurus(String(b.price ?? '0'));
    const card = bin.length >= 6 ? cardByBin(bin) : undefined;
    if (!card) return { status: 'success', ...base(b), installmentDetails: [] };
    const numbers =
      card.type === 'CREDIT_CARD' ? Object.keys(INSTALMENT_INTEREST_PER_MILLE).map(Number) : [1];
    return {
      status: 'success',
      ...base(b),
      installmentDetails: [
        {
          binNumber: bin.slice(0, 6),
          price: priceKurus / 100,
          cardType: card.type,
          cardAssociation: card.association,
          cardFamilyName: card.family,
          force3ds: 0,
          bankCode: 62,
          bankName: card.bank,
          forceCvc: 0,
          commercial: 0,
          installmentPrices: numbers.map((n) => {
            const total = instalmentTotal(priceKurus, n);
            return {
              installmentNumber: n,
              totalPrice: total / 100,
              installmentPrice: Math.round(total / n) / 100,
            };
          }),
        },
      ],
    };
  }

  // ---- payments ---------------------------------------------------------------------------------------------

  function createPayment(b: Record<string, unknown>, threeDs: boolean) {
    const card = b.paymentCard as Record<string, unknown> | undefined;
    const items = Array.isArray(b.basketItems) ? (b.basketItems as Record<string, unknown>[]) : [];
    const priceKurus = liraToKurus(String(b.price ?? '0'));
    const paidPriceKurus = liraToKurus(String(b.paidPrice ?? '0'));
    const installmentCount = Number(b.installment ?? 1);
    const itemsTotal = items.reduce((sum, item) => sum + liraToKurus(String(item.price ?? '0')), 0);
    // Not the real codes (iyzico's validation codes for these are not published as a list): "invalid request"
    if (!items.length || itemsTotal !== priceKurus)
      return refuse(b, '11', 'Sepetteki ürünlerin toplam tutarı fiyat ile eşleşmiyor');
    if (threeDs && !b.callbackUrl) return refuse(b, '11', 'callbackUrl gönderilmesi zorunludur');

    const resolved = resolveCard(card);
    if ('errorCode' in resolved) return { ...resolved, ...base(b) };
    const expectedPaid = instalmentTotal(priceKurus, installmentCount);
    if (paidPriceKurus !== expectedPaid)
      return refuse(
        b,
        '11',
        `paidPrice ${kurusToLira(paidPriceKurus)} beklenen ${kurusToLira(expectedPaid)}`,
      );

    const payment: TFakePayment = {
      paymentId: String(state.nextPaymentId++),
      conversationId: String(b.conversationId ?? ''),
      basketId: String(b.basketId ?? ''),
      priceKurus,
      paidPriceKurus,
      installment: installmentCount,
      status: threeDs ? 'INIT_THREEDS' : 'FAILURE',
      threeDs,
      callbackUrl: String(b.callbackUrl ?? ''),
      binNumber: resolved.binNumber,
      lastFourDigits: resolved.lastFourDigits,
      card: resolved.card,
      ...(resolved.register ? { register: resolved.register } : {}),
      ...(resolved.stored ? { savedCard: resolved.stored } : {}),
      items: items.map((item) => ({
        itemId: String(item.id),
        paymentTransactionId: String(state.nextTransactionId++),
        priceKurus: liraToKurus(String(item.price)),
      })),
      refundedKurus: 0,
      cancelled: false,
      createdAt: new Date(),
      events: [],
    };

    if (threeDs) {
      if (resolved.card.threeDsInitFails || resolved.card.refusal) {
        // The sandbox refuses these cards before the bank page; the 3-D one's code is the fake's choice
        const refusal = resolved.card.refusal ?? {
          code: '10202',
          group: 'THREEDS_INITIALIZE_FAILED',
          message: '3D Secure başlatılamadı',
        };
        payment.status = 'FAILURE';
        payments.set(payment.paymentId, payment);
        return refuse(b, refusal.code, refusal.message, refusal.group);
      }
      payments.set(payment.paymentId, payment);
      const html = threeDsHtml(payment.paymentId);
      return {
        status: 'success',
        ...base(b),
        paymentId: payment.paymentId,
        threeDSHtmlContent: Buffer.from(html, 'utf8').toString('base64'),
        signature: responseSignature([payment.paymentId, payment.conversationId]),
      };
    }

    payments.set(payment.paymentId, payment);
    return charge(payment, b);
  }

  /** The bank's decision at auth (non-3-D, or after an authenticated 3-D step). */
  function charge(payment: TFakePayment, b: Record<string, unknown>) {
    const refusal = payment.card.refusal;
    payment.events.push({
      type: 'PAYMENT',
      at: new Date(),
      amountKurus: payment.paidPriceKurus,
      ok: !refusal,
      id: payment.paymentId,
    });
    if (refusal) {
      payment.status = 'FAILURE';
      return refuse(b, refusal.code, refusal.message, refusal.group);
    }
    payment.status = 'SUCCESS';
    if (payment.register) payment.savedCard = registerCard(payment);
    return paymentAnswer(payment, b);
  }

  function paymentAnswer(payment: TFakePayment, b: Record<string, unknown>) {
    return {
      status: 'success',
      ...base(b),
      price: payment.priceKurus / 100,
      paidPrice: payment.paidPriceKurus / 100,
      installment: payment.installment,
      paymentId: payment.paymentId,
      paymentStatus: payment.status,
      fraudStatus: 1,
      merchantCommissionRate: 0,
      merchantCommissionRateAmount: 0,
      iyziCommissionRateAmount: 0,
      iyziCommissionFee: 0,
      cardType: payment.card.type,
      cardAssociation: payment.card.association,
      cardFamily: payment.card.family,
      ...(payment.savedCard ?? {}),
      binNumber: payment.binNumber,
      lastFourDigits: payment.lastFourDigits,
      basketId: payment.basketId,
      currency: 'TRY',
      itemTransactions: payment.items.map((item) => ({
        itemId: item.itemId,
        paymentTransactionId: item.paymentTransactionId,
        transactionStatus: 2,
        price: item.priceKurus / 100,
        paidPrice: item.priceKurus / 100,
      })),
      authCode: '000000',
      phase: 'AUTH',
      ...(payment.mdStatus ? { mdStatus: Number(payment.mdStatus) } : {}),
      hostReference: `mock${payment.paymentId}`,
    };
  }

  function authThreeDs(b: Record<string, unknown>) {
    const payment = payments.get(String(b.paymentId ?? ''));
    if (!payment?.threeDs) return refuse(b, '5092', 'Ödeme bulunamadı');
    if (payment.status === 'SUCCESS') return paymentAnswer(payment, b); // a repeated auth answers the payment
    if (payment.status !== 'CALLBACK_THREEDS') return refuse(b, '5092', '3D Secure doğrulaması tamamlanmadı');
    if (payment.conversationData && b.conversationData !== payment.conversationData)
      return refuse(b, '11', 'conversationData geçersiz');
    if (payment.mdStatus !== '1') {
      // What iyzico answers here is not documented; the fake says what a bank says to an unauthenticated
      // payment (INVALID_CAVV) and carries the mdStatus, as the auth answer does
      payment.status = 'FAILURE';
      payment.events.push({
        type: 'PAYMENT',
        at: new Date(),
        amountKurus: payment.paidPriceKurus,
        ok: false,
        id: payment.paymentId,
      });
      return {
        ...refuse(b, '10210', 'Hatalı CAVV bilgisi', 'INVALID_CAVV'),
        mdStatus: Number(payment.mdStatus),
      };
    }
    return charge(payment, b);
  }

  function paymentDetail(b: Record<string, unknown>) {
    const payment = b.paymentId
      ? payments.get(String(b.paymentId))
      : [...payments.values()].find((p) => p.conversationId === b.paymentConversationId);
    if (!payment) return refuse(b, '5092', 'Ödeme bulunamadı');
    return paymentAnswer(payment, b);
  }

  // ---- the 3-D Secure page ----------------------------------------------------------------------------------

  /** Like iyzico's threeDSHtmlContent: a form the page posts to the bank at once. */
  function threeDsHtml(paymentId: string) {
    return [
      '<!doctype html><html><head><meta charset="utf-8"><title>3-D Secure</title></head>',
      '<body onload="document.forms[0].submit()">',
      `<form id="iyzico-3ds-form" action="${url}/bank/3ds/${paymentId}" method="post">`,
      `<input type="hidden" name="PaReq" value="${randomBytes(12).toString('hex')}">`,
      `<input type="hidden" name="MD" value="${paymentId}">`,
      '<noscript><button type="submit">Devam</button></noscript>',
      '</form></body></html>',
    ].join('');
  }

  /** What the bank posts back to the merchant's callbackUrl after the payer's step (ok: the code was right). */
  function completeBankStep(paymentId: string, ok = true) {
    const payment = payments.get(paymentId);
    if (payment?.status !== 'INIT_THREEDS') throw new Error(`no 3-D payment ${paymentId} waiting`);
    const mdStatus = ok ? (payment.card.mdStatus ?? '1') : '0';
    payment.status = 'CALLBACK_THREEDS';
    payment.mdStatus = mdStatus;
    payment.conversationData = randomBytes(8).toString('hex');
    return {
      status: mdStatus === '1' ? 'success' : 'failure',
      paymentId,
      conversationId: payment.conversationId,
      conversationData: payment.conversationData,
      mdStatus,
    };
  }

  /** The bank's page: GET shows the code form, POST with the right code (123456) auto-posts to the callback. */
  function bankPage(paymentId: string, method: string, raw: string, response: ServerResponse) {
    const payment = payments.get(paymentId);
    if (!payment) return response.writeHead(404).end();
    const form = new URLSearchParams(raw);
    const html = (inner: string) =>
      response
        .writeHead(200, { 'content-type': 'text/html;charset=utf-8' })
        .end(`<!doctype html><html><head><meta charset="utf-8"></head>${inner}</html>`);
    if (method === 'POST' && form.has('code') && payment.status === 'INIT_THREEDS') {
      const fields = completeBankStep(paymentId, form.get('code') === '123456');
      const inputs = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
        .join('');
      return html(
        `<body onload="document.forms[0].submit()"><form action="${payment.callbackUrl}" method="post">${inputs}</form></body>`,
      );
    }
    return html(
      `<body><p>Fake bank: ${kurusToLira(payment.paidPriceKurus)} TL. SMS code: 123456</p>` +
        `<form method="post"><input name="code" autocomplete="one-time-code"><button>Onayla</button></form></body>`,
    );
  }

  // ---- cards ------------------------------------------------------------------------------------------------

  function luhn(number: string) {
    let sum = 0;
    for (let i = 0; i < number.length; i += 1) {
      let digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  }

  /** Card-field checks before the bank, with the codes the adapter's table knows (12 number, 15 CVC, 17 expiry). */
  function checkNewCard(card: Record<string, unknown>, needsCvc: boolean) {
    const number = String(card.cardNumber ?? '');
    if (!/^\d{15,19}$/.test(number) || !luhn(number))
      return { code: '12', message: 'Kart numarası geçersiz' };
    const month = Number(card.expireMonth);
    const year = Number(card.expireYear);
    const now = new Date();
    if (
      !(month >= 1 && month <= 12) ||
      !(year >= 2000) ||
      year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
    )
      return { code: '17', message: 'Son kullanma tarihi geçersiz' };
    if (needsCvc && !/^\d{3,4}$/.test(String(card.cvc ?? ''))) return { code: '15', message: 'Cvc geçersiz' };
    return null;
  }

  function resolveCard(card: Record<string, unknown> | undefined):
    | {
        card: TTestCard;
        binNumber: string;
        lastFourDigits: string;
        register?: TFakePayment['register'];
        stored?: { cardUserKey: string; cardToken: string };
      }
    | { status: 'failure'; errorCode: string; errorMessage: string } {
    if (!card)
      return { status: 'failure', errorCode: '11', errorMessage: 'paymentCard gönderilmesi zorunludur' };
    if (card.cardToken) {
      const user = cardUsers.get(String(card.cardUserKey ?? ''));
      const stored = user?.cards.get(String(card.cardToken));
      if (!user || !stored) return { status: 'failure', errorCode: '3009', errorMessage: 'Kart bulunamadı' };
      return {
        card: stored.card,
        binNumber: stored.binNumber,
        lastFourDigits: stored.lastFourDigits,
        stored: { cardUserKey: user.cardUserKey, cardToken: stored.cardToken },
      };
    }
    const invalid = checkNewCard(card, true);
    if (invalid) return { status: 'failure', errorCode: invalid.code, errorMessage: invalid.message };
    const number = String(card.cardNumber);
    const known = IYZICO_TEST_CARDS[number];
    // Real cards do not work in the sandbox: iyzico refuses them as the bank would an unknown card
    if (!known) return { status: 'failure', errorCode: '10215', errorMessage: 'Geçersiz kart numarası' };
    return {
      card: known,
      binNumber: number.slice(0, 8),
      lastFourDigits: number.slice(-4),
      ...(Number(card.registerCard) === 1
        ? {
            register: {
              ...(card.cardUserKey ? { cardUserKey: String(card.cardUserKey) } : {}),
              holderName: String(card.cardHolderName ?? ''),
              number,
              expireMonth: String(card.expireMonth),
              expireYear: String(card.expireYear),
            },
          }
        : {}),
    };
  }

  function cardUser(cardUserKey: string | undefined, email: string, externalId: string) {
    if (cardUserKey) return cardUsers.get(cardUserKey);
    const user: TCardUser = {
      cardUserKey: randomBytes(14).toString('base64url'),
      email,
      externalId,
      cards: new Map(),
    };
    cardUsers.set(user.cardUserKey, user);
    return user;
  }

  function store(user: TCardUser, number: string, alias: string) {
    const known = IYZICO_TEST_CARDS[number] as TTestCard;
    const stored: TStored = {
      cardToken: randomBytes(14).toString('base64url'),
      cardAlias: alias,
      binNumber: number.slice(0, 8),
      lastFourDigits: number.slice(-4),
      card: known,
    };
    user.cards.set(stored.cardToken, stored);
    return stored;
  }

  function registerCard(payment: TFakePayment) {
    const register = payment.register as NonNullable<TFakePayment['register']>;
    const user = cardUser(register.cardUserKey, '', '') ?? cardUser(undefined, '', '');
    const stored = store(user as TCardUser, register.number, '');
    return { cardUserKey: (user as TCardUser).cardUserKey, cardToken: stored.cardToken };
  }

  function createCard(b: Record<string, unknown>) {
    const card = (b.card ?? {}) as Record<string, unknown>;
    const invalid = checkNewCard(card, false);
    if (invalid) return refuse(b, invalid.code, invalid.message);
    const number = String(card.cardNumber);
    if (!IYZICO_TEST_CARDS[number]) return refuse(b, '10215', 'Geçersiz kart numarası');
    const user = cardUser(
      b.cardUserKey ? String(b.cardUserKey) : undefined,
      String(b.email ?? ''),
      String(b.externalId ?? ''),
    );
    if (!user) return refuse(b, '3008', 'Kart kullanıcısı bulunamadı');
    const stored = store(user, number, String(card.cardAlias ?? ''));
    return {
      status: 'success',
      ...base(b),
      externalId: user.externalId,
      email: user.email,
      cardUserKey: user.cardUserKey,
      cardToken: stored.cardToken,
      cardAlias: stored.cardAlias,
      binNumber: stored.binNumber,
      lastFourDigits: stored.lastFourDigits,
      cardType: stored.card.type,
      cardAssociation: stored.card.association,
      cardFamily: stored.card.family,
      cardBankCode: 62,
      cardBankName: stored.card.bank,
    };
  }

  function deleteCard(b: Record<string, unknown>) {
    const user = cardUsers.get(String(b.cardUserKey ?? ''));
    if (!user?.cards.delete(String(b.cardToken ?? ''))) return refuse(b, '3009', 'Kart bulunamadı');
    return { status: 'success', ...base(b) };
  }

  function cardList(b: Record<string, unknown>) {
    const user = cardUsers.get(String(b.cardUserKey ?? ''));
    if (!user) return refuse(b, '3008', 'Kart kullanıcısı bulunamadı');
    return {
      status: 'success',
      ...base(b),
      cardUserKey: user.cardUserKey,
      cardDetails: [...user.cards.values()].map((stored) => ({
        cardToken: stored.cardToken,
        cardAlias: stored.cardAlias,
        binNumber: stored.binNumber,
        lastFourDigits: stored.lastFourDigits,
        cardType: stored.card.type,
        cardAssociation: stored.card.association,
        cardFamily: stored.card.family,
        cardBankCode: 62,
        cardBankName: stored.card.bank,
      })),
    };
  }

  // ---- cancel, refund, report -------------------------------------------------------------------------------

  function cancel(b: Record<string, unknown>) {
    const payment = payments.get(String(b.paymentId ?? ''));
    if (payment?.status !== 'SUCCESS') return refuse(b, '5092', 'Ödeme bulunamadı');
    // Codes of these two refusals are the fake's
    if (payment.cancelled) return refuse(b, '5093', 'Ödeme zaten iptal edildi');
    if (payment.refundedKurus > 0) return refuse(b, '5094', 'İade edilmiş ödeme iptal edilemez');
    payment.cancelled = true;
    payment.events.push({
      type: 'CANCEL',
      at: new Date(),
      amountKurus: payment.paidPriceKurus,
      ok: true,
      id: String(state.nextTransactionId++),
    });
    return {
      status: 'success',
      ...base(b),
      paymentId: payment.paymentId,
      price: payment.paidPriceKurus / 100,
      currency: 'TRY',
      authCode: '000000',
      hostReference: `mock${payment.paymentId}`,
    };
  }

  function refund(b: Record<string, unknown>) {
    const payment = payments.get(String(b.paymentId ?? ''));
    if (payment?.status !== 'SUCCESS') return refuse(b, '5092', 'Ödeme bulunamadı');
    const amount = liraToKurus(String(b.price ?? '0'));
    if (payment.cancelled) return refuse(b, '5093', 'İptal edilmiş ödeme iade edilemez');
    if (amount <= 0 || payment.refundedKurus + amount > payment.paidPriceKurus)
      return refuse(b, '5095', 'İade tutarı ödenen tutarı aşıyor');
    payment.refundedKurus += amount;
    payment.events.push({
      type: 'REFUND',
      at: new Date(),
      amountKurus: amount,
      ok: true,
      id: String(state.nextTransactionId++),
    });
    return {
      status: 'success',
      ...base(b),
      paymentId: payment.paymentId,
      price: amount / 100,
      currency: 'TRY',
      signature: responseSignature([payment.paymentId, String(b.conversationId ?? '')]),
    };
  }

  /** GET /v2/reporting/payment/transactions?transactionDate=YYYY-MM-DD&page=N: a day's transactions, Turkish time. */
  function dayReport(query: Record<string, string>) {
    const day = query.transactionDate ?? '';
    const page = Math.max(1, Number(query.page ?? 1));
    const rows = [...payments.values()]
      .flatMap((payment) => payment.events.map((event) => ({ payment, event })))
      .filter(({ event }) => istanbulDay(event.at) === day)
      .sort((a, b) => a.event.at.getTime() - b.event.at.getTime())
      .map(({ payment, event }) => ({
        transactionType: event.type,
        transactionDate: istanbulWallTime(event.at),
        transactionId: event.id,
        transactionStatus: event.ok ? 1 : 0,
        afterSettlement: 0,
        paymentTxId: payment.items[0]?.paymentTransactionId,
        paymentId: payment.paymentId,
        conversationId: payment.conversationId,
        paymentPhase: 'AUTH',
        price: event.amountKurus / 100,
        paidPrice: event.amountKurus / 100,
        transactionCurrency: 'TRY',
        installment: payment.installment,
      }));
    const totalPageCount = Math.max(1, Math.ceil(rows.length / reportPageSize));
    return {
      status: 'success',
      locale: query.locale ?? 'tr',
      systemTime: Date.now(),
      ...(query.conversationId ? { conversationId: query.conversationId } : {}),
      currentPage: page,
      totalPageCount,
      transactions: rows.slice((page - 1) * reportPageSize, page * reportPageSize),
    };
  }

  function responseSignature(parts: string[]) {
    return createHmac('sha256', secretKey).update(parts.join(':')).digest('hex');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    apiKey,
    secretKey,
    payments,
    requests,
    /** The bank step of a started 3-D payment: the fields the bank posts to the callback */
    completeBankStep,
    /**
     * Stop answering every call (true) or those whose path matches, to test timeouts; false answers again.
     * `before`: the call is not carried out; `after`: it is, and only its answer is lost.
     */
    hang(which: boolean | RegExp, when: 'before' | 'after' = 'before') {
      state.hang = which;
      state.hangAfter = when === 'after';
    },
    /** Move a payment and its transactions to another moment (for the day report) */
    backdate(paymentId: string, at: Date) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      payment.createdAt = at;
      for (const event of payment.events) event.at = at;
    },
    storedCards(cardUserKey: string) {
      return [...(cardUsers.get(cardUserKey)?.cards.values() ?? [])];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** price + the bank's instalment interest, in kuruş (1 instalment: the price). */
export function instalmentTotal(priceKurus: number, installment: number): number {
  const perMille = INSTALMENT_INTEREST_PER_MILLE[installment];
  if (perMille === undefined) return Number.NaN;
  return priceKurus + Math.round((priceKurus * perMille) / 1000);
}

function istanbulWallTime(at: Date) {
  return new Date(at.getTime() + 3 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
}

function istanbulDay(at: Date) {
  return istanbulWallTime(at).slice(0, 10);
}
