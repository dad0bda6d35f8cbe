import { isSafeReturnPath } from '@brifa/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The wallet top-up pop-up opened from anywhere in the agency's pages (product.md §2: the layouts host the card
 * view): a page asks with `openTopUp`, the pop-up (features/payments, mounted by the agency layout) answers. A tiny
 * store, so neither imports the other (like chat-launcher.ts).
 *
 * The page to come back to after the bank's 3-D Secure round trip rides in the tab's sessionStorage under the
 * payment's id (decisions.md "Issue 18: back to the opportunity after a top-up"): never in a URL, and only a
 * same-site path (`isSafeReturnPath`) is kept or read back.
 */

/** Where the payer goes back to; the kind names the button ("Back to the opportunity"). */
export type TPaymentReturn = { path: string; kind: 'opportunity' | 'jobs' };
export type TTopUpRequest = { id: number; returnTo: TPaymentReturn | null };

const RETURN_KINDS = new Set<TPaymentReturn['kind']>(['opportunity', 'jobs']);
const STORAGE_PREFIX = 'brifa.payment-return.';

let request: TTopUpRequest | null = null;
let sequence = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** A validated return (a same-site path of a known kind), else null. */
export function safePaymentReturn(value: unknown): TPaymentReturn | null {
  if (!value || typeof value !== 'object') return null;
  const { path, kind } = value as Record<string, unknown>;
  if (typeof path !== 'string' || !isSafeReturnPath(path)) return null;
  if (typeof kind !== 'string' || !RETURN_KINDS.has(kind as TPaymentReturn['kind'])) return null;
  return { path, kind: kind as TPaymentReturn['kind'] };
}

/** Opens the top-up pop-up (after the billing-info pop-up when the payer has no billing details yet). */
export function openTopUp(options: { returnTo?: TPaymentReturn } = {}) {
  sequence += 1;
  request = { id: sequence, returnTo: safePaymentReturn(options.returnTo) };
  emit();
}

export function closeTopUp() {
  if (!request) return;
  request = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useTopUpRequest(): TTopUpRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => request,
    () => null,
  );
}

/** Kept for the result page of this payment (this tab only); a path that is not safe is not kept. */
export function rememberPaymentReturn(paymentId: string, returnTo: TPaymentReturn | null) {
  const safe = safePaymentReturn(returnTo);
  if (!safe) return;
  try {
    window.sessionStorage.setItem(`${STORAGE_PREFIX}${paymentId}`, JSON.stringify(safe));
  } catch {
    // Storage refused (private mode, quota): the result page offers the wallet instead.
  }
}

/** The return kept for a payment, validated again as it is read (the storage is the page's to change). */
export function paymentReturnOf(paymentId: string): TPaymentReturn | null {
  try {
    const raw = window.sessionStorage.getItem(`${STORAGE_PREFIX}${paymentId}`);
    return raw ? safePaymentReturn(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}
