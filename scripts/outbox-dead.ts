/**
 * The operator's view of deliveries the outbox gave up on (after OUTBOX_MAX_ATTEMPTS), with the provider's
 * last answer; --retry queues one (or all) again once the cause is fixed; --discard gives up on one.
 * The same services as the operator console's dead messages (issue 17), without its audit row.
 * Usage: npm run outbox:dead [-- --retry <id>|all] [--discard <id>] [--limit 50]
 */
import { parseArgs } from 'node:util';
import {
  discardDeadMessage,
  listDeadMessages,
  retryAllDeadMessages,
  retryDeadMessage,
} from '../apps/api/src/modules/outbox/outbox.service.ts';
import { openConfiguredDatabase } from '../apps/api/src/open-database.ts';
import { ApiError } from '../apps/api/src/platform/api-error.ts';
import { systemClock } from '../apps/api/src/platform/clock.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';

const { values } = parseArgs({
  options: {
    retry: { type: 'string' },
    discard: { type: 'string' },
    limit: { type: 'string', default: '50' },
  },
});
const database = await openConfiguredDatabase(loadConfig());
const deps = { db: database.db, clock: systemClock };
try {
  if (values.retry === 'all') {
    const count = await retryAllDeadMessages(deps);
    console.log(`${count} message(s) queued again; a running API delivers them now.`);
  } else if (values.retry) {
    await retryDeadMessage(deps, Number(values.retry));
    console.log(`Message #${values.retry} queued again; a running API delivers it now.`);
  } else if (values.discard) {
    await discardDeadMessage(deps.db, Number(values.discard));
    console.log(`Message #${values.discard} discarded.`);
  } else {
    const { rows } = await listDeadMessages(deps.db, { offset: 0, limit: Number(values.limit) });
    if (rows.length === 0) console.log('No dead messages.');
    for (const row of rows) {
      console.log(
        `#${row.id} ${row.createdAt.toISOString()} ${row.channel} ${row.template} -> ${row.to}\n   ${row.attempts} attempts; last error: ${row.lastError ?? '-'}`,
      );
    }
  }
} catch (error) {
  if (error instanceof ApiError) {
    console.error(`${error.code}: nothing changed.`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
