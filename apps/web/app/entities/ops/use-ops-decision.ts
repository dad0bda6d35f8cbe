import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { failureMessage } from '../../lib/form-errors.ts';
import { useLocale } from '../../lib/i18n.tsx';

/**
 * What every decision of a console panel does around its call (a job post's, an agreement's, a bank transfer's,
 * a payment's, a queue item's): one decision at a time (`busy`), the record reloaded once it is made, a refusal
 * shown in the panel (`error`, the API's localised message), and whether its reason dialog is open.
 */
export function useOpsDecision() {
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  /** The call, then the page's data again; a refusal (or a failed reload) is thrown to the caller. */
  async function reloadAfter(call: () => Promise<unknown>): Promise<void> {
    await call();
    await revalidator.revalidate();
  }

  /** A decision taken from a button: busy meanwhile; resolves false (the message in `error`) when refused. */
  async function decide(call: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await reloadAfter(call);
      return true;
    } catch (failure) {
      setError(failureMessage(failure, locale));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    error,
    decide,
    /** For a ReasonDialog's `onConfirm`: the dialog shows the refusal itself. */
    reloadAfter,
    /** The reason dialog of the panel's second decision (reject, refund). */
    asking,
    ask: () => setAsking(true),
    stopAsking: () => setAsking(false),
  };
}

export type TOpsDecision = ReturnType<typeof useOpsDecision>;
