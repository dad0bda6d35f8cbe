import { afterEach, describe, expect, it } from 'vitest';
import { paymentReturnOf, rememberPaymentReturn, safePaymentReturn } from './top-up-launcher.ts';

describe('the way back after a top-up', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps only a same-site path of a known kind', () => {
    expect(
      safePaymentReturn({ path: '/provider/projects/AB12/detail?match=7', kind: 'opportunity' }),
    ).toEqual({
      path: '/provider/projects/AB12/detail?match=7',
      kind: 'opportunity',
    });
    for (const path of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '/%2f%2fevil.example',
      'javascript:alert(1)',
      '/a/../../b',
      '',
    ]) {
      expect(safePaymentReturn({ path, kind: 'opportunity' }), path).toBeNull();
    }
    expect(safePaymentReturn({ path: '/premium/wallet-transactions', kind: 'elsewhere' })).toBeNull();
    expect(safePaymentReturn('/provider/projects')).toBeNull();
  });

  it('remembers it per payment in this tab, and checks it again when read', () => {
    rememberPaymentReturn('pay-1', { path: '/provider/projects/AB12/detail', kind: 'opportunity' });
    expect(paymentReturnOf('pay-1')).toEqual({ path: '/provider/projects/AB12/detail', kind: 'opportunity' });
    expect(paymentReturnOf('pay-2')).toBeNull();
    rememberPaymentReturn('pay-3', { path: '//evil.example', kind: 'opportunity' });
    expect(paymentReturnOf('pay-3')).toBeNull();
    window.sessionStorage.setItem(
      'brifa.payment-return.pay-4',
      JSON.stringify({ path: 'https://evil.example', kind: 'opportunity' }),
    );
    expect(paymentReturnOf('pay-4')).toBeNull();
    window.sessionStorage.setItem('brifa.payment-return.pay-5', '{not json');
    expect(paymentReturnOf('pay-5')).toBeNull();
  });
});
