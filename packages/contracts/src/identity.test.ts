import { describe, expect, it } from 'vitest';
import {
  formatTurkishMobile,
  isValidTckn,
  isValidVkn,
  maskPhone,
  tcknCheckDigits,
  turkishMobileToE164,
  vknCheckDigit,
} from './identity.ts';

describe('identity number checksums', () => {
  it('accepts valid TCKNs and rejects broken ones', () => {
    expect(isValidTckn('10000000146')).toBe(true);
    expect(tcknCheckDigits('100000001')).toBe('46');
    expect(isValidTckn('10000000147')).toBe(false);
    expect(isValidTckn('10000000136')).toBe(false);
    expect(isValidTckn('00000000146')).toBe(false);
    expect(isValidTckn('1000000014')).toBe(false);
    expect(isValidTckn('1000000014a')).toBe(false);
  });

  it('accepts valid VKNs and rejects broken ones', () => {
    expect(isValidVkn('4540536920')).toBe(true);
    expect(vknCheckDigit('454053692')).toBe(0);
    expect(isValidVkn('4540536921')).toBe(false);
    expect(isValidVkn('454053692')).toBe(false);
    expect(isValidVkn('45405369200')).toBe(false);
    expect(isValidVkn('454053692x')).toBe(false);
  });
});

describe('Turkish mobile numbers', () => {
  it('turns what users type into E.164', () => {
    expect(turkishMobileToE164('5321234567')).toBe('+905321234567');
    expect(turkishMobileToE164('532 123 45 67')).toBe('+905321234567');
    expect(turkishMobileToE164('(532) 123-45-67')).toBe('+905321234567');
    expect(turkishMobileToE164('+905321234567')).toBe('+905321234567');
  });

  it('refuses landlines, a leading 0 and wrong lengths', () => {
    for (const bad of ['05321234567', '2121234567', '532123456', '53212345678', 'abc', '']) {
      expect(turkishMobileToE164(bad), bad).toBeUndefined();
    }
  });

  it('formats and masks for screens', () => {
    expect(formatTurkishMobile('+905321234567')).toBe('532 123 45 67');
    expect(maskPhone('+905321234567')).toBe('+90 532 *** ** 67');
  });
});
