import type { TConfig } from '../../config.ts';
import { createIyzicoProvider } from './iyzico-provider.ts';
import type { TPaymentProvider } from './payment-provider.ts';
import { createSandboxProvider, type TSandboxBank } from './sandbox-provider.ts';

export type { TPaymentProvider } from './payment-provider.ts';

/**
 * The card provider PAYMENT_PROVIDER names: `sandbox` (default, offline, a test bank in this process) or
 * `iyzico` (IYZICO_API_KEY, IYZICO_SECRET_KEY, IYZICO_BASE_URL).
 */
export function createPaymentProvider(
  config: Pick<
    TConfig,
    'PAYMENT_PROVIDER' | 'IYZICO_API_KEY' | 'IYZICO_SECRET_KEY' | 'IYZICO_BASE_URL' | 'IYZICO_TIMEOUT_MS'
  >,
): TPaymentProvider {
  if (config.PAYMENT_PROVIDER === 'iyzico') {
    if (!config.IYZICO_API_KEY || !config.IYZICO_SECRET_KEY) {
      throw new Error('PAYMENT_PROVIDER=iyzico needs IYZICO_API_KEY and IYZICO_SECRET_KEY');
    }
    return createIyzicoProvider({
      apiKey: config.IYZICO_API_KEY,
      secretKey: config.IYZICO_SECRET_KEY,
      baseUrl: config.IYZICO_BASE_URL,
      timeoutMs: config.IYZICO_TIMEOUT_MS,
    });
  }
  return createSandboxProvider();
}

/** The sandbox bank's pages' access to its sessions, when the provider is the sandbox. */
export function sandboxBankOf(provider: TPaymentProvider): TSandboxBank | undefined {
  return 'bank' in provider ? (provider as TPaymentProvider & { bank: TSandboxBank }).bank : undefined;
}
