import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SANDBOX_TEST_CARDS } from '@brifa/contracts';
import type {
  TInstallmentTable,
  TNewCard,
  TPaymentFailure,
  TPaymentFailureReason,
  TPaymentProvider,
  TPaymentRequest,
  TPaymentResult,
  TProviderPaymentRecord,
  TStoredCard,
  TThreeDsCallback,
} from './payment-provider.ts';

/**
 * The sandbox bank (PAYMENT_PROVIDER=sandbox, the default): a card provider simulated in this process, so that
 * `npm start` takes payments offline. It knows only the published test cards (contracts' SANDBOX_TEST_CARDS);
 * their numbers decide the outcome. Its 3-D Secure step is a page the app serves (`/sandbox-bank/3ds/:id`,
 * sandbox-bank.routes.ts) showing a one-time code to type; a wrong code fails 3-D Secure. Its books (stored
 * cards, payments and their refunds) are appended to `file` when one is given (SANDBOX_BANK_FILE, by default in
 * DATA_DIR), so a saved card still pays after a restart and `payments:reconcile` reads the bank's records from
 * another process; open 3-D Secure sessions live in memory only. Card numbers and CVCs are never kept: a
 * session or a stored card holds the test card's outcome, BIN and last four only.
 */

type TOutcome = (typeof SANDBOX_TEST_CARDS)[number]['outcome'];

type TCardFacts = {
  outcome: TOutcome;
  binNumber: string;
  lastFour: string;
  association: string;
  family: string;
  bankName: string;
};

type TStoredSandboxCard = TCardFacts & { cardUserKey: string; cardToken: string };

type TSession = {
  providerPaymentId: string;
  conversationId: string;
  card: TCardFacts;
  saveCard: { cardUserKey?: string } | null;
  priceKurus: number;
  paidPriceKurus: number;
  installment: number;
  callbackUrl: string;
  code: string;
  /** pending: the page shown; authenticated / refused: the code was typed; completed: completeThreeDs answered */
  state: 'pending' | 'authenticated' | 'refused' | 'completed';
  result?: TPaymentResult;
  createdAt: number;
};

/** What the app's sandbox bank pages need (sandbox-bank.routes.ts). */
export type TSandboxBank = {
  /** The 3-D Secure page's facts, while the session waits for its code. */
  session(id: string): { amountKurus: number; lastFour: string; code: string; merchant: string } | null;
  /** The payer typed a code: answers the fields the bank posts back to the merchant's callback URL. */
  submit(id: string, code: string): { callbackUrl: string; fields: TThreeDsCallback } | null;
  /**
   * Dates what the bank records at `at` (ms) until called with null: the demo seed's payments of past weeks are
   * then in the bank's books on the days the ledger has them, as reconciliation expects.
   */
  dateAt(at: number | null): void;
};

/** A 3-D Secure page not finished within this time is abandoned (a 3-D failure). */
const SESSION_TTL_MS = 15 * 60_000;

/** Interest on the price for n instalments (a credit card of an instalment-offering bank): 1.3 % a month after the first. */
function interestRate(installment: number): number {
  return installment <= 1 ? 0 : Math.round((installment - 1) * 130) / 10_000;
}

/** The BINs the sandbox bank knows: bank, brand and how many instalments it offers. */
const BINS: Record<
  string,
  { bankName: string; association: string; family: string; maxInstallment: number }
> = {
  '552879': { bankName: 'Halkbank', association: 'MASTER_CARD', family: 'Paraf', maxInstallment: 12 },
  '476662': { bankName: 'Denizbank', association: 'VISA', family: '', maxInstallment: 1 },
  '411111': { bankName: 'Test Bankası', association: 'VISA', family: 'Bonus', maxInstallment: 6 },
  '415111': { bankName: 'Test Bankası', association: 'VISA', family: 'Bonus', maxInstallment: 6 },
  '412111': { bankName: 'Test Bankası', association: 'VISA', family: 'World', maxInstallment: 9 },
};

function binFacts(binNumber: string) {
  return (
    BINS[binNumber.slice(0, 6)] ?? {
      bankName: '',
      association: binNumber.startsWith('4') ? 'VISA' : 'MASTER_CARD',
      family: '',
      maxInstallment: 1,
    }
  );
}

function failure(reason: TPaymentFailureReason, errorCode: string, errorMessage: string): TPaymentFailure {
  return { status: 'failure', reason, errorCode, errorMessage };
}

/** The test card a number is, or null (the sandbox bank refuses every other number). */
function cardFacts(card: TNewCard): TCardFacts | null {
  const known = SANDBOX_TEST_CARDS.find((c) => c.number === card.number);
  if (!known) return null;
  const bin = binFacts(card.number);
  return {
    outcome: known.outcome,
    binNumber: card.number.slice(0, 6),
    lastFour: card.number.slice(-4),
    association: bin.association,
    family: bin.family,
    bankName: bin.bankName,
  };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!,
  );
}

/** One line of the bank's books file: a change to its stored cards or payments. */
type TBooksLine =
  | { card: TStoredSandboxCard }
  | { deletedCard: string }
  | { payment: Omit<TProviderPaymentRecord, 'createdAt'> & { createdAt: string } }
  | { status: { providerPaymentId: string; status: TProviderPaymentRecord['status'] } };

/** The stored cards and payments, replayed from the books file (a missing file is an empty bank). */
function openBooks(file: string | undefined) {
  const storedCards = new Map<string, TStoredSandboxCard>();
  const payments = new Map<string, TProviderPaymentRecord>();
  const apply = (line: TBooksLine) => {
    if ('card' in line) storedCards.set(line.card.cardToken, line.card);
    else if ('deletedCard' in line) storedCards.delete(line.deletedCard);
    else if ('payment' in line)
      payments.set(line.payment.providerPaymentId, {
        ...line.payment,
        createdAt: new Date(line.payment.createdAt),
      });
    else {
      const record = payments.get(line.status.providerPaymentId);
      if (record) record.status = line.status.status;
    }
  };
  if (file && existsSync(file)) {
    for (const text of readFileSync(file, 'utf8').split('\n')) {
      if (!text.trim()) continue;
      try {
        apply(JSON.parse(text) as TBooksLine);
      } catch {
        // A line cut short by a crash: the bank forgets that one change.
      }
    }
  }
  if (file) mkdirSync(path.dirname(file), { recursive: true });
  return {
    storedCards,
    payments,
    /** Applies a change and appends it to the file (synchronously: the next request sees it written). */
    write(line: TBooksLine) {
      apply(line);
      if (file) appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
  };
}

/** The sandbox provider, and its bank pages' access to its sessions. */
export function createSandboxProvider(
  options: { now?: () => number; file?: string } = {},
): TPaymentProvider & {
  bank: TSandboxBank;
} {
  const clockNow = options.now ?? (() => Date.now());
  let datedAt: number | null = null;
  const now = () => datedAt ?? clockNow();
  const sessions = new Map<string, TSession>();
  const books = openBooks(options.file);
  const { storedCards, payments } = books;

  function dropExpired() {
    for (const [id, session] of sessions) {
      if (now() - session.createdAt > SESSION_TTL_MS * 4) sessions.delete(id);
    }
  }

  function storeCard(facts: TCardFacts, cardUserKey?: string): TStoredCard {
    const stored: TStoredSandboxCard = {
      ...facts,
      cardUserKey: cardUserKey ?? `sbx-user-${randomUUID()}`,
      cardToken: `sbx-card-${randomBytes(12).toString('hex')}`,
    };
    books.write({ card: stored });
    return {
      cardUserKey: stored.cardUserKey,
      cardToken: stored.cardToken,
      lastFour: stored.lastFour,
      binNumber: stored.binNumber,
      association: stored.association,
      family: stored.family,
      bankName: stored.bankName,
    };
  }

  /** The card a request pays with: a test card's facts, or why it cannot. */
  function requestCard(request: TPaymentRequest): TCardFacts | TPaymentFailure {
    if (request.card.kind === 'stored') {
      const stored = storedCards.get(request.card.ref.cardToken);
      if (!stored || stored.cardUserKey !== request.card.ref.cardUserKey)
        return failure('card_invalid', 'SBX_CARD_TOKEN', 'Stored card not found');
      // The test card whose later charges are declined: as a saved card, it has no funds.
      return stored.outcome === 'saved_card_declined' ? { ...stored, outcome: 'insufficient_funds' } : stored;
    }
    const facts = cardFacts(request.card.card);
    if (!facts) return failure('card_invalid', 'SBX_UNKNOWN_CARD', 'Not a sandbox test card');
    return facts;
  }

  function checkInstallment(card: TCardFacts, installment: number): TPaymentFailure | null {
    return installment >= 1 && installment <= binFacts(card.binNumber).maxInstallment
      ? null
      : failure('unexpected', 'SBX_INSTALLMENT', 'Installment not offered for this card');
  }

  /** Charges a card once its 3-D step (if any) passed: the outcome of the test card decides. */
  function charge(
    input: {
      conversationId: string;
      card: TCardFacts;
      saveCard: { cardUserKey?: string } | null;
      paidPriceKurus: number;
      installment: number;
    },
    providerPaymentId: string,
  ): TPaymentResult {
    if (input.card.outcome === 'insufficient_funds')
      return failure('insufficient_funds', '10051', 'Not sufficient funds');
    if (input.card.outcome === 'security_check') return failure('security_check', '10034', 'Fraud suspect');
    if (input.card.outcome === 'three_ds_error')
      return failure('three_ds_error', '10219', '3-D Secure authentication failed');
    books.write({
      payment: {
        providerPaymentId,
        conversationId: input.conversationId,
        status: 'success',
        paidPriceKurus: input.paidPriceKurus,
        createdAt: new Date(now()).toISOString(),
      },
    });
    return {
      status: 'success',
      providerPaymentId,
      paidPriceKurus: input.paidPriceKurus,
      installment: input.installment,
      lastFour: input.card.lastFour,
      binNumber: input.card.binNumber,
      association: input.card.association,
      family: input.card.family,
      ...(input.saveCard ? { savedCard: storeCard(input.card, input.saveCard.cardUserKey) } : {}),
    };
  }

  const bank: TSandboxBank = {
    dateAt(at) {
      datedAt = at;
    },
    session(id) {
      const session = sessions.get(id);
      if (session?.state !== 'pending' || now() - session.createdAt > SESSION_TTL_MS) return null;
      return {
        amountKurus: session.paidPriceKurus,
        lastFour: session.card.lastFour,
        code: session.code,
        merchant: 'Brifa',
      };
    },
    submit(id, code) {
      const session = sessions.get(id);
      if (session?.state !== 'pending') return null;
      const inTime = now() - session.createdAt <= SESSION_TTL_MS;
      // The test card that fails 3-D Secure fails whatever code is typed.
      const passed = inTime && code.trim() === session.code && session.card.outcome !== 'three_ds_error';
      session.state = passed ? 'authenticated' : 'refused';
      return {
        callbackUrl: session.callbackUrl,
        fields: {
          status: passed ? 'success' : 'failure',
          paymentId: session.providerPaymentId,
          conversationId: session.conversationId,
          mdStatus: passed ? '1' : '0',
        },
      };
    },
  };

  return {
    name: 'sandbox',
    bank,

    async installments({ binNumber, priceKurus }): Promise<TInstallmentTable> {
      const bin = binFacts(binNumber);
      const options = Array.from({ length: bin.maxInstallment }, (_, i) => {
        const installment = i + 1;
        const totalPriceKurus = Math.round(priceKurus * (1 + interestRate(installment)));
        return {
          installment,
          totalPriceKurus,
          installmentPriceKurus: Math.round(totalPriceKurus / installment),
        };
      });
      return {
        binNumber: binNumber.slice(0, 6),
        bankName: bin.bankName,
        association: bin.association,
        family: bin.family,
        options,
      };
    },

    async startThreeDs(request) {
      dropExpired();
      const card = requestCard(request);
      if ('status' in card) return card;
      const installmentRefused = checkInstallment(card, request.installment);
      if (installmentRefused) return installmentRefused;
      const providerPaymentId = `sbx-${randomBytes(12).toString('hex')}`;
      sessions.set(providerPaymentId, {
        providerPaymentId,
        conversationId: request.conversationId,
        card,
        saveCard:
          request.card.kind === 'new' && request.card.save
            ? request.card.cardUserKey
              ? { cardUserKey: request.card.cardUserKey }
              : {}
            : null,
        priceKurus: request.priceKurus,
        paidPriceKurus: request.paidPriceKurus,
        installment: request.installment,
        callbackUrl: request.callbackUrl,
        code: String(randomInt(100_000, 1_000_000)),
        state: 'pending',
        createdAt: now(),
      });
      const url = `/sandbox-bank/3ds/${providerPaymentId}`;
      const html = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${escapeHtml(url)}"><title>3-D Secure</title></head><body><a href="${escapeHtml(url)}">3-D Secure</a></body></html>`;
      return { status: 'started', providerPaymentId, html };
    },

    async completeThreeDs({ conversationId, providerPaymentId }) {
      const session = sessions.get(providerPaymentId);
      if (!session || session.conversationId !== conversationId)
        return failure('three_ds_error', 'SBX_NO_SESSION', 'No such 3-D Secure session');
      if (session.state === 'completed') return session.result!;
      if (session.state === 'pending')
        return failure('three_ds_error', 'SBX_NOT_AUTHENTICATED', '3-D Secure step not finished');
      const result =
        session.state === 'refused'
          ? failure('three_ds_error', 'SBX_MD_STATUS_0', '3-D Secure authentication failed')
          : charge(session, session.providerPaymentId);
      session.state = 'completed';
      session.result = result;
      return result;
    },

    async pay(request) {
      const card = requestCard(request);
      if ('status' in card) return card;
      const installmentRefused = checkInstallment(card, request.installment);
      if (installmentRefused) return installmentRefused;
      return charge(
        {
          conversationId: request.conversationId,
          card,
          saveCard:
            request.card.kind === 'new' && request.card.save
              ? request.card.cardUserKey
                ? { cardUserKey: request.card.cardUserKey }
                : {}
              : null,
          paidPriceKurus: request.paidPriceKurus,
          installment: request.installment,
        },
        `sbx-${randomBytes(12).toString('hex')}`,
      );
    },

    async storeCard({ card, cardUserKey }) {
      const facts = cardFacts(card);
      if (!facts) return failure('card_invalid', 'SBX_UNKNOWN_CARD', 'Not a sandbox test card');
      return storeCard(facts, cardUserKey);
    },

    async deleteCard({ cardToken }) {
      if (storedCards.has(cardToken)) books.write({ deletedCard: cardToken });
    },

    async cancel({ providerPaymentId }) {
      const record = payments.get(providerPaymentId);
      if (record?.status !== 'success') return { ok: false, errorMessage: 'Payment not found' };
      books.write({ status: { providerPaymentId, status: 'cancelled' } });
      return { ok: true };
    },

    async refund({ providerPaymentId, amountKurus }) {
      const record = payments.get(providerPaymentId);
      if (record?.status !== 'success' || amountKurus > record.paidPriceKurus)
        return { ok: false, errorMessage: 'Refund refused' };
      if (amountKurus === record.paidPriceKurus)
        books.write({ status: { providerPaymentId, status: 'refunded' } });
      return { ok: true };
    },

    async retrieve({ providerPaymentId }) {
      return payments.get(providerPaymentId) ?? null;
    },

    async listPayments({ date }) {
      const day = (d: Date) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(d).slice(0, 10);
      return [...payments.values()].filter((p) => day(p.createdAt) === date);
    },
  };
}
