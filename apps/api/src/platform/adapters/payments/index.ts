import path from 'node:path';
import type { TClock } from '../../clock.ts';
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
    | 'PAYMENT_PROVIDER'
    | 'IYZICO_API_KEY'
    | 'IYZICO_SECRET_KEY'
    | 'IYZICO_BASE_URL'
    | 'IYZICO_TIMEOUT_MS'
    | 'SANDBOX_BANK_FILE'
    | 'DATA_DIR'
    | 'NODE_ENV'
  >,
  clock?: TClock,
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
  const file =
    config.SANDBOX_BANK_FILE ??
    (config.NODE_ENV === 'test' ? undefined : path.resolve(config.DATA_DIR, 'sandbox-bank.jsonl'));
  return createSandboxProvider({
    ...(file ? { file } : {}),
    ...(clock ? { now: () => clock.now().getTime() } : {}),
  });
}

/** The sandbox bank's pages' access to its sessions, when the provider is the sandbox. */
export function sandboxBankOf(provider: TPaymentProvider): TSandboxBank | undefined {
  return 'bank' in provider ? (provider as TPaymentProvider & { bank: TSandboxBank }).bank : undefined;
}
