import { ZPaymentStartBody } from '@brifa/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { saveBillingDetails } from '../../modules/billing/invoices/invoices.service.ts';
import { invoices } from '../../modules/billing/invoices/invoices.table.ts';
import { handleThreeDsCallback, startPayment } from '../../modules/billing/payments/payments.service.ts';
import { payments } from '../../modules/billing/payments/payments.table.ts';
import {
  createTransferRequest,
  markTransferSent,
} from '../../modules/billing/transfers/transfers.service.ts';
import { confirmBankTransfer } from '../../modules/ops/actions/bank-transfer.actions.ts';
import { findOperatorByEmail } from '../../modules/ops/operators/operators.repo.ts';
import { DEMO_OPERATOR, toOperator } from '../../modules/ops/operators/operators.service.ts';
import { sandboxBankOf } from '../../platform/adapters/payments/index.ts';
import type { TSandboxBank } from '../../platform/adapters/payments/sandbox-provider.ts';
import { publicUrl, type TDeps } from '../../platform/deps.ts';
import { slugify } from '../../platform/slug.ts';
import { cities, districts, providers, users } from '../schema.ts';
import { DEMO_AGENCIES } from './demo-agencies.ts';

/**
 * The money side of the demo (issue 18): billing details, card top-ups, a failed card payment and bank transfers
 * for the agencies a newcomer signs in with and one more, made through the real services on the sandbox bank
 * (3-D Secure passed with the code its page shows), each at its moment in the past weeks. So the ledger's top-up
 * and campaign-bonus entries, the gap-free invoices, the notices and the console's "confirm transfer" item are
 * exactly what real use makes. No saved cards: a restarted sandbox bank would not know their tokens.
 */

/** pg_advisory_xact_lock key: API processes starting together seed once. */
const DEMO_PAYMENTS_LOCK = 4_207_260_018;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Every idempotency key of the seeded payments starts with this. */
export const DEMO_PAYMENT_KEY_PREFIX = 'demo-seed:';

/** The sandbox bank's published test cards (contracts' SANDBOX_TEST_CARDS). */
const CARDS = {
  /** Halkbank Paraf Mastercard, 1-12 instalments. */
  paraf: '5528790000000008',
  /** Denizbank Visa, single payment. */
  visa: '4766620000000001',
  /** Insufficient funds. */
  noFunds: '4111111111111129',
} as const;

type TStep =
  | {
      kind: 'card';
      at: number;
      agency: string;
      amountTl: number;
      card: keyof typeof CARDS;
      installment: number;
    }
  | { kind: 'transfer'; at: number; agency: string; amountTl: number; confirmed: boolean };

/** Days before the seed's moment at an Istanbul time of day (Türkiye keeps UTC+3 all year). */
function daysAgo(now: Date, days: number, hour: number, minute: number): number {
  const day = new Date(now.getTime() - days * DAY_MS);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 3, minute);
}

/** The demo's payments, oldest first (invoice numbers follow the dates). Two days old at least: never in a day still open. */
export function demoPaymentPlan(now: Date): TStep[] {
  const [pikselhane, kodhane, maviMarti] = DEMO_AGENCIES.slice(0, 3).map((agency) => slugify(agency.nick));
  const steps: TStep[] = [
    {
      kind: 'card',
      at: daysAgo(now, 34, 10, 15),
      agency: pikselhane!,
      amountTl: 2500,
      card: 'paraf',
      installment: 1,
    },
    {
      kind: 'card',
      at: daysAgo(now, 28, 15, 40),
      agency: kodhane!,
      amountTl: 10_000,
      card: 'paraf',
      installment: 3,
    },
    { kind: 'transfer', at: daysAgo(now, 21, 14, 40), agency: pikselhane!, amountTl: 5000, confirmed: true },
    {
      kind: 'card',
      at: daysAgo(now, 17, 9, 50),
      agency: maviMarti!,
      amountTl: 5000,
      card: 'visa',
      installment: 1,
    },
    {
      kind: 'card',
      at: daysAgo(now, 12, 11, 5),
      agency: pikselhane!,
      amountTl: 1000,
      card: 'noFunds',
      installment: 1,
    },
    {
      kind: 'card',
      at: daysAgo(now, 12, 11, 9),
      agency: pikselhane!,
      amountTl: 1000,
      card: 'visa',
      installment: 1,
    },
    {
      kind: 'card',
      at: daysAgo(now, 9, 17, 25),
      agency: kodhane!,
      amountTl: 2500,
      card: 'visa',
      installment: 1,
    },
    {
      kind: 'card',
      at: daysAgo(now, 5, 16, 20),
      agency: pikselhane!,
      amountTl: 5000,
      card: 'paraf',
      installment: 3,
    },
    {
      kind: 'card',
      at: daysAgo(now, 3, 13, 30),
      agency: maviMarti!,
      amountTl: 2500,
      card: 'paraf',
      installment: 3,
    },
    // Sent 25 minutes ago, not yet confirmed: the console's "confirm transfer" item, due in 35 minutes.
    {
      kind: 'transfer',
      at: now.getTime() - 40 * MINUTE_MS,
      agency: pikselhane!,
      amountTl: 2500,
      confirmed: false,
    },
  ];
  return steps.sort((a, b) => a.at - b.at);
}

/** The same deps with the clock stopped at `at`: what the services stamp is the step's moment. */
function depsAt(deps: TDeps, at: number): TDeps {
  return { ...deps, clock: { now: () => new Date(at) } };
}

type TDemoPayer = { providerId: number; userId: number; holderName: string };

/**
 * Seeds the demo's payments once: only on the sandbox bank, only when the demo agencies exist, none of their
 * owners has paid yet and no invoice exists (so the seeded invoices are the year's first numbers, in date order).
 * One transaction; answers whether it seeded. The demo operator (when a local run has it) confirms the earlier
 * transfer through the console's action; without one that transfer is left out.
 */
export async function seedDemoPayments(deps: TDeps): Promise<boolean> {
  const bank = sandboxBankOf(deps.adapters.payments);
  if (!bank) return false;
  try {
    return await seedPayments(deps, bank);
  } finally {
    bank.dateAt(null);
  }
}

function seedPayments(deps: TDeps, bank: TSandboxBank): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_PAYMENTS_LOCK}::bigint)`);
    const txDeps: TDeps = { ...deps, db: tx };
    const now = deps.clock.now();
    const steps = demoPaymentPlan(now);
    const slugs = [...new Set(steps.map((step) => step.agency))];
    const rows = await tx
      .select({ provider: providers, owner: users, city: cities.name, district: districts.name })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.ownerUserId))
      .innerJoin(cities, eq(cities.id, providers.cityId))
      .leftJoin(districts, eq(districts.id, providers.districtId))
      .where(inArray(providers.slug, slugs));
    if (rows.length !== slugs.length || rows.some((row) => !row.owner.isDemo)) return false;
    const [paid] = await tx
      .select({ n: count() })
      .from(payments)
      .where(
        inArray(
          payments.payerUserId,
          rows.map((row) => row.owner.id),
        ),
      );
    const [issued] = await tx.select({ n: count() }).from(invoices);
    if ((paid?.n ?? 0) > 0 || (issued?.n ?? 0) > 0) return false;

    const payers = new Map<string, TDemoPayer>();
    const firstAt = steps[0]!.at;
    for (const { provider, owner, city, district } of rows) {
      // Filled in the day before the first payment, as the top-up button asks first.
      await saveBillingDetails(depsAt(txDeps, firstAt - DAY_MS), owner.id, {
        Type: 'corporate',
        Title: provider.companyTitle,
        TaxNumber: provider.taxNumber ?? '',
        TaxOffice: provider.taxOffice ?? '',
        Address: provider.address ?? '',
        City: city,
        District: district ?? city,
        Email: owner.email,
      });
      payers.set(provider.slug, {
        providerId: provider.id,
        userId: owner.id,
        holderName: `${owner.name} ${owner.surname}`.toLocaleUpperCase('tr'),
      });
    }

    const operatorRow = await findOperatorByEmail(tx, DEMO_OPERATOR.email);
    const operator = operatorRow ? toOperator(operatorRow) : null;
    const expireYear = now.getUTCFullYear() + 3;
    for (const [index, step] of steps.entries()) {
      const payer = payers.get(step.agency)!;
      if (step.kind === 'transfer') {
        if (step.confirmed && !operator) continue;
        const { Transfer } = await createTransferRequest(depsAt(txDeps, step.at), payer.userId, {
          AmountTl: String(step.amountTl),
        });
        await markTransferSent(depsAt(txDeps, step.at + 15 * MINUTE_MS), payer.userId, Transfer.Id);
        if (step.confirmed && operator) {
          await confirmBankTransfer(depsAt(txDeps, step.at + 50 * MINUTE_MS), operator, {
            publicId: Transfer.Id,
            note: `Hesaba geçti (${Transfer.ReferenceCode})`,
          });
        }
        continue;
      }
      // The card's own instalment table prices the instalments (the interest is the bank's, shown before paying).
      const number = CARDS[step.card];
      const grossKurus = step.amountTl * 100;
      const table = await deps.adapters.payments.installments({
        binNumber: number.slice(0, 6),
        priceKurus: grossKurus,
        conversationId: `demo-${index}`,
      });
      const option = table.options.find((o) => o.installment === step.installment);
      const paidKurus = option?.totalPriceKurus ?? grossKurus;
      bank.dateAt(step.at);
      const started = await startPayment(depsAt(txDeps, step.at), {
        userId: payer.userId,
        body: ZPaymentStartBody.parse({
          BasketItems: [{ Id: 'wallet_top_up', AmountKurus: grossKurus }],
          Type: 'wallet_top_up',
          GrossPrice: grossKurus,
          PaidPrice: paidKurus,
          Installment: step.installment,
          Card: {
            HolderName: payer.holderName,
            Number: number,
            ExpireMonth: 8,
            ExpireYear: expireYear,
            Cvc: '123',
          },
          SaveCard: false,
        }),
        idempotencyKey: `${DEMO_PAYMENT_KEY_PREFIX}${index}`,
        origin: publicUrl(deps.config),
        ip: '127.0.0.1',
        locale: 'tr',
      });
      // The bank's 3-D Secure page: the code it shows, typed; then the bank's post to the callback.
      const [payment] = await tx
        .select({ providerPaymentId: payments.providerPaymentId })
        .from(payments)
        .where(eq(payments.publicId, started.Id));
      const sessionId = payment?.providerPaymentId;
      const session = sessionId ? bank.session(sessionId) : null;
      if (!sessionId || !session) throw new Error(`demo payment ${index}: no 3-D Secure session`);
      const posted = bank.submit(sessionId, session.code);
      if (!posted) throw new Error(`demo payment ${index}: the sandbox bank refused the code`);
      bank.dateAt(step.at + 2 * MINUTE_MS);
      await handleThreeDsCallback(depsAt(txDeps, step.at + 2 * MINUTE_MS), started.Id, posted.fields);
    }
    return true;
  });
}
