/**
 * Compares one day (Europe/Istanbul) of the card provider's records with Brifa's payments and what they
 * delivered (wallet credit, invoice), and lists each difference. The nightly `payments-reconcile` job runs the
 * same comparison for yesterday and files a console item per difference; --file does that here too.
 * Exits 1 when there are differences (so a scheduler can alert), 0 when the day agrees.
 * Usage: npm run payments:reconcile -- [--date YYYY-MM-DD] [--file]   (default: yesterday in Istanbul)
 */
import { parseArgs } from 'node:util';
import {
  fileDifferences,
  previousIstanbulDay,
  reconcilePayments,
} from '../apps/api/src/modules/billing/payments/reconcile.ts';
import { openConfiguredDatabase } from '../apps/api/src/open-database.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { standaloneDeps } from '../apps/api/src/standalone-deps.ts';

const { values } = parseArgs({
  options: { date: { type: 'string' }, file: { type: 'boolean', default: false } },
});
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const deps = await standaloneDeps(config, database);
  const date = values.date ?? previousIstanbulDay(deps.clock.now());
  const report = await reconcilePayments(deps, date);
  console.log(
    `Reconciliation of ${report.date} with ${report.provider}: ${report.ours} settled payment(s) here, ${report.theirs} record(s) at the provider.`,
  );
  if (report.differences.length === 0) console.log('No differences.');
  else {
    console.log(`${report.differences.length} difference(s):`);
    console.table(
      report.differences.map((d) => ({
        kind: d.kind,
        payment: d.paymentId ?? '',
        provider_payment: d.providerPaymentId ?? '',
        detail: d.detail,
      })),
    );
    if (values.file) {
      await fileDifferences(deps, report);
      console.log('Filed in the operator console (one item per difference).');
    }
    process.exitCode = 1;
  }
} catch (error) {
  if (error instanceof RangeError) {
    console.error(`${error.message}. Usage: npm run payments:reconcile -- --date YYYY-MM-DD`);
    process.exitCode = 2;
  } else throw error;
} finally {
  await database.close();
}
