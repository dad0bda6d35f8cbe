import { and, eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { identityErrors } from '../identity.errors.ts';
import { users } from '../users/users.table.ts';
import { providers } from './providers.table.ts';
import '../identity.events.ts';

/**
 * What operators change on accounts (issue 17): suspension of agencies and clients, and an agency's listing.
 * Each locks the row first, so two operators pressing at once change it once; repeating the same change
 * changes nothing and tells no one again. Answers the state before and after (for the audit row).
 */

export type TSuspensionState = { suspended: boolean; reason: string | null };
export type TChange<T> = { changed: boolean; before: T; after: T };

type TSuspendedRow = { suspendedAt: Date | null; reason: string | null } | undefined;
type TSuspensionColumns = { suspendedAt: Date | null; suspensionReason: string | null; updatedAt: Date };

/** Agencies and clients alike: lock the row, change it once, tell the modules above (one event). */
async function changeSuspension(
  deps: TDeps,
  input: { suspend: boolean; reason: string },
  account: {
    subject: { providerId: number } | { userId: number };
    lock: (tx: TDeps['db']) => Promise<TSuspendedRow>;
    notFound: () => Error;
    write: (tx: TDeps['db'], values: TSuspensionColumns) => Promise<unknown>;
  },
): Promise<TChange<TSuspensionState>> {
  return deps.db.transaction(async (tx) => {
    const row = await account.lock(tx);
    if (!row) throw account.notFound();
    const before = { suspended: row.suspendedAt !== null, reason: row.reason };
    if (before.suspended === input.suspend) return { changed: false, before, after: before };
    const now = deps.clock.now();
    await account.write(tx, {
      suspendedAt: input.suspend ? now : null,
      suspensionReason: input.suspend ? input.reason : null,
      updatedAt: now,
    });
    await emit({ ...deps, db: tx }, 'account.suspension_changed', {
      subject: account.subject,
      suspended: input.suspend,
      reason: input.reason,
    });
    return {
      changed: true,
      before,
      after: { suspended: input.suspend, reason: input.suspend ? input.reason : null },
    };
  });
}

/** An agency: a suspended one gets no matches and cannot pay or post (ledger paying-ability). */
export function setAgencySuspension(
  deps: TDeps,
  input: { providerId: number; suspend: boolean; reason: string },
): Promise<TChange<TSuspensionState>> {
  return changeSuspension(deps, input, {
    subject: { providerId: input.providerId },
    notFound: identityErrors.providerNotFound,
    lock: async (tx) =>
      (
        await tx
          .select({ suspendedAt: providers.suspendedAt, reason: providers.suspensionReason })
          .from(providers)
          .where(eq(providers.id, input.providerId))
          .for('update')
      )[0],
    write: (tx, values) => tx.update(providers).set(values).where(eq(providers.id, input.providerId)),
  });
}

/** A client (a user of type client): a suspended one cannot post a brief (offers.service createOffer). */
export function setClientSuspension(
  deps: TDeps,
  input: { userId: number; suspend: boolean; reason: string },
): Promise<TChange<TSuspensionState>> {
  return changeSuspension(deps, input, {
    subject: { userId: input.userId },
    notFound: identityErrors.userNotFound,
    lock: async (tx) =>
      (
        await tx
          .select({ suspendedAt: users.suspendedAt, reason: users.suspensionReason })
          .from(users)
          .where(and(eq(users.id, input.userId), eq(users.userType, 'client')))
          .for('update')
      )[0],
    write: (tx, values) => tx.update(users).set(values).where(eq(users.id, input.userId)),
  });
}

export type TListingState = { hidden: boolean; reason: string | null };

/**
 * Force-hides an agency's profile (or shows it again): the directory drops it and its page answers "not
 * found". The caller refreshes the directory row (directory.service refreshDirectoryEntry) in the same
 * transaction.
 */
export async function setAgencyListingHidden(
  deps: Pick<TDeps, 'db' | 'clock'>,
  input: { providerId: number; hidden: boolean; reason: string },
): Promise<TChange<TListingState>> {
  const [row] = await deps.db
    .select({ hiddenAt: providers.listingHiddenAt, reason: providers.listingHiddenReason })
    .from(providers)
    .where(eq(providers.id, input.providerId))
    .for('update');
  if (!row) throw identityErrors.providerNotFound();
  const before = { hidden: row.hiddenAt !== null, reason: row.reason };
  if (before.hidden === input.hidden) return { changed: false, before, after: before };
  const now = deps.clock.now();
  await deps.db
    .update(providers)
    .set({
      listingHiddenAt: input.hidden ? now : null,
      listingHiddenReason: input.hidden ? input.reason : null,
      updatedAt: now,
    })
    .where(eq(providers.id, input.providerId));
  return {
    changed: true,
    before,
    after: { hidden: input.hidden, reason: input.hidden ? input.reason : null },
  };
}
