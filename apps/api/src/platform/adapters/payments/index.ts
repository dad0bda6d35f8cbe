import type { TConfig } from '../../config.ts';
import type { TPaymentProvider } from './payment-provider.ts';
import { createSandboxProvider, type TSandboxBank } from './sandbox-provider.ts';

export type { TPaymentProvider } from './payment-provider.ts';

/**
 * The card provider PAYMENT_PROVIDER names: `sandbox` (default, offline, a test bank in this process) or
 * `iyzico` (IYZICO_API_KEY, IYZICO_SECRET_KEY, IYZICO_BASE_URL).
 */
export function createPaymentProvider(config: Pick<TConfig, 'PAYMENT_PROVIDER'>): TPaymentProvider {
  if (config.PAYMENT_PROVIDER === 'iyzico') {
    // seam: iyzico — the iyzico helper's implementation is wired here at the merge.
    throw new Error('PAYMENT_PROVIDER=iyzico is not wired yet');
  }
  return createSandboxProvider();
}

/** The sandbox bank's pages' access to its sessions, when the provider is the sandbox. */
export function sandboxBankOf(provider: TPaymentProvider): TSandboxBank | undefined {
  return 'bank' in provider ? (provider as TPaymentProvider & { bank: TSandboxBank }).bank : undefined;
}
