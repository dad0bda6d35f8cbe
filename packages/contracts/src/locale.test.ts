import { describe, expect, it } from 'vitest';
import { tokenFromAuthorization, usableToken } from './headers.ts';
import { localeFromAcceptLanguage, parseLanguageCookie } from './locale.ts';
import { statusMessage } from './messages.ts';

describe('language', () => {
  it('reads the language cookie and flags values it cannot serve', () => {
    expect(parseLanguageCookie('tr-TR')).toBe('tr');
    expect(parseLanguageCookie('en-TR')).toBe('en');
    expect(parseLanguageCookie('EN')).toBe('en');
    expect(parseLanguageCookie(undefined)).toBeUndefined();
    expect(parseLanguageCookie('')).toBeUndefined();
    expect(parseLanguageCookie('de-DE')).toBe('invalid');
    expect(parseLanguageCookie('<script>')).toBe('invalid');
  });

  it('picks the best served language from Accept-Language by q-value', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,tr;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('de-DE,tr;q=0.7,en;q=0.5')).toBe('tr');
    expect(localeFromAcceptLanguage('en;q=0.2, tr;q=0.9')).toBe('tr');
    expect(localeFromAcceptLanguage('fr-FR')).toBeUndefined();
    expect(localeFromAcceptLanguage('')).toBeUndefined();
  });
});

describe('bearer token', () => {
  it('treats an empty token or the text "undefined" as no token', () => {
    expect(usableToken('')).toBeUndefined();
    expect(usableToken('undefined')).toBeUndefined();
    expect(usableToken('  ')).toBeUndefined();
    expect(usableToken('abc.def')).toBe('abc.def');
    expect(tokenFromAuthorization('Bearer undefined')).toBeUndefined();
    expect(tokenFromAuthorization('Bearer ')).toBeUndefined();
    expect(tokenFromAuthorization('bearer abc')).toBe('abc');
    expect(tokenFromAuthorization('Basic abc')).toBeUndefined();
  });
});

describe('status fallbacks', () => {
  it('follows the spec table in both languages', () => {
    expect(statusMessage(503, 'en')).toMatch(/unexpected server error/);
    expect(statusMessage(404, 'tr')).toMatch(/bulunamadı/);
    expect(statusMessage(401, 'en')).toMatch(/log in/);
    expect(statusMessage(201, 'en')).toMatch(/saved successfully/);
    expect(statusMessage(418, 'en')).toBe('An unexpected error occurred.');
  });
});
