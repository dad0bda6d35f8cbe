/**
 * The operator's view of deliveries the outbox gave up on (after OUTBOX_MAX_ATTEMPTS), with the provider's
 * last answer; --retry queues one (or all) again once the cause is fixed.
 * Usage: npm run outbox:dead [-- --retry <id>|all] [--limit 50]
 */
import { parseArgs } from 'node:util';
import { and, desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../apps/api/src/modules/outbox/outbox.table.ts';
import { openConfiguredDatabase } from '../apps/api/src/open-database.ts';
import { systemClock } from '../apps/api/src/platform/clock.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { PG_CHANNELS, pgNotify } from '../apps/api/src/platform/pg-listener.ts';

const { values } = parseArgs({
  options: { retry: { type: 'string' }, limit: { type: 'string', default: '50' } },
});
const database = await openConfiguredDatabase(loadConfig());
const { db } = database;
try {
  if (values.retry) {
    const dead = eq(outboxMessages.status, 'dead');
    const rows = await db
      .update(outboxMessages)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: systemClock.now() })
      .where(values.retry === 'all' ? dead : and(dead, eq(outboxMessages.id, Number(values.retry))))
      .returning({ id: outboxMessages.id });
    await pgNotify(db, PG_CHANNELS.outbox, '');
    console.log(`${rows.length} message(s) queued again; a running API delivers them now.`);
  } else {
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'dead'))
      .orderBy(desc(outboxMessages.id))
      .limit(Number(values.limit));
    if (rows.length === 0) console.log('No dead messages.');
    for (const row of rows) {
      console.log(
        `#${row.id} ${row.createdAt.toISOString()} ${row.channel} ${row.template} -> ${row.to}\n   ${row.attempts} attempts; last error: ${row.lastError ?? '-'}`,
      );
    }
  }
} finally {
  await database.close();
}
