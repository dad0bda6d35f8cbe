/**
 * Grants leadcoin to an agency from the platform's promotions account (until card top-ups arrive), or with
 * --take-back returns credit from the agency to it (never below zero). The same services as the operator
 * console's wallet actions (issue 17), without its audit row.
 * Usage: npm run wallet:grant -- --agency <slug or id> --amount <TL> --note "<text>" [--key <idempotency key>] [--take-back]
 * Uses the app's database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * The same --key grants once; without --key every run is a new grant.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  grantToAgency,
  parseTlAmount,
  takeBackFromAgency,
} from '../apps/api/src/modules/ledger/wallet/wallet.service.ts';
import { openConfiguredDatabase } from '../apps/api/src/open-database.ts';
import { ApiError } from '../apps/api/src/platform/api-error.ts';
import { systemClock } from '../apps/api/src/platform/clock.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';

const usage =
  'Usage: npm run wallet:grant -- --agency <slug or id> --amount <TL> --note "<text>" [--key <idempotency key>] [--take-back]';

const { values } = parseArgs({
  options: {
    agency: { type: 'string' },
    amount: { type: 'string' },
    note: { type: 'string' },
    key: { type: 'string' },
    'take-back': { type: 'boolean' },
  },
});
const amountKurus = values.amount ? parseTlAmount(values.amount) : null;
if (!values.agency || !amountKurus || !values.note?.trim()) {
  console.error(
    values.amount && !amountKurus ? `Invalid amount "${values.amount}" (TL, e.g. 1000 or 250.50)` : usage,
  );
  process.exit(2);
}

const database = await openConfiguredDatabase(loadConfig());
try {
  const takeBack = values['take-back'] === true;
  const prefix = takeBack ? 'take-back' : 'grant';
  const result = await (takeBack ? takeBackFromAgency : grantToAgency)(
    { db: database.db },
    {
      agency: values.agency,
      amountKurus,
      note: values.note.trim(),
      idempotencyKey: values.key ? `${prefix}:${values.key}` : `${prefix}:${randomUUID()}`,
      now: systemClock.now(),
    },
  );
  const tl = (kurus: number) => `${(kurus / 100).toFixed(2)} TL`;
  console.log(
    result.applied
      ? `${takeBack ? 'Took back' : 'Granted'} ${tl(amountKurus)} ${takeBack ? 'from' : 'to'} ${result.provider.companyNickName} (${result.provider.slug}, id ${result.provider.id}).`
      : `Key "${values.key}" was already used: nothing changed for ${result.provider.slug}.`,
  );
  console.log(`Balance: ${tl(result.balanceKurus)}`);
} catch (error) {
  if (error instanceof ApiError && error.code === 'PROVIDER_NOT_FOUND') {
    console.error(`No agency with id or slug "${values.agency}".`);
    process.exitCode = 1;
  } else if (error instanceof ApiError && error.code === 'WALLET_TAKE_BACK_TOO_LARGE') {
    console.error('The agency has less than that: a balance never goes below zero. Nothing taken back.');
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
