/**
 * An operator marks a brief invalid (the client could not be reached, it was fake or a duplicate): the
 * brief closes and every agency that paid to see it gets its viewing fee back in its wallet.
 * Usage: npm run offer:invalidate -- --offer <offer key> --reason unreachable|fake|duplicate
 */
import { parseArgs } from 'node:util';
import { invalidateOffer } from '../apps/api/src/modules/briefs/opportunities/opportunities.service.ts';
import { openConfiguredDatabase } from '../apps/api/src/open-database.ts';
import { ApiError } from '../apps/api/src/platform/api-error.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { standaloneDeps } from '../apps/api/src/standalone-deps.ts';

const REASONS = ['unreachable', 'fake', 'duplicate'] as const;
const { values } = parseArgs({ options: { offer: { type: 'string' }, reason: { type: 'string' } } });
const reason = REASONS.find((item) => item === values.reason);
if (!values.offer || !reason) {
  console.error('Usage: npm run offer:invalidate -- --offer <offer key> --reason unreachable|fake|duplicate');
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  // The same service as the operator console's "invalidate" (issue 17), without its audit row.
  const { refunded, changed } = await invalidateOffer(await standaloneDeps(config, database), {
    offerKey: values.offer,
    reason,
  });
  console.log(
    changed
      ? `Brief ${values.offer} is marked ${reason} and closed; ${refunded} agency fee(s) returned.`
      : `Brief ${values.offer} was already invalid; ${refunded} missing fee(s) returned now.`,
  );
} catch (error) {
  if (error instanceof ApiError && error.code === 'OFFER_NOT_FOUND') {
    console.error(`No brief with key "${values.offer}".`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
