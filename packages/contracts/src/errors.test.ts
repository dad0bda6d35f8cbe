import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  ERRORS_BY_MODULE,
  FIELD_MESSAGES,
  FIELD_MESSAGES_BY_MODULE,
  fieldMessage,
  type TErrorDefinition,
  waitMessage,
} from './errors.ts';
import { LOCALES } from './locale.ts';

const definitions = Object.entries(ERRORS) as [string, TErrorDefinition][];

describe('error catalogue', () => {
  it.each(definitions)(
    '%s has an error status, a message in every language and a raisedWhen',
    (_code, error) => {
      expect(Number.isInteger(error.status)).toBe(true);
      expect(error.status).toBeGreaterThanOrEqual(400);
      expect(error.status).toBeLessThan(600);
      for (const locale of LOCALES) expect(error.message[locale].trim()).not.toBe('');
      expect(typeof error.raisedWhen).toBe('string');
      expect(error.raisedWhen.trim()).not.toBe('');
    },
  );

  it('has each code in exactly one module, and ERRORS is the modules merged', () => {
    const owners = new Map<string, string[]>();
    for (const [module, table] of Object.entries(ERRORS_BY_MODULE)) {
      for (const code of Object.keys(table)) owners.set(code, [...(owners.get(code) ?? []), module]);
    }
    const shared = [...owners].filter(([, modules]) => modules.length > 1);
    expect(shared).toEqual([]);
    expect([...owners.keys()].sort()).toEqual(Object.keys(ERRORS).sort());
  });

  it('has each field message in exactly one module, in both languages, apart from the error codes', () => {
    const owners = new Map<string, string[]>();
    for (const [module, table] of Object.entries(FIELD_MESSAGES_BY_MODULE)) {
      for (const key of Object.keys(table)) owners.set(key, [...(owners.get(key) ?? []), module]);
    }
    expect([...owners].filter(([, modules]) => modules.length > 1)).toEqual([]);
    expect([...owners.keys()].sort()).toEqual(Object.keys(FIELD_MESSAGES).sort());
    for (const [key, text] of Object.entries(FIELD_MESSAGES)) {
      expect(Object.hasOwn(ERRORS, key)).toBe(false);
      for (const locale of LOCALES) expect(text[locale].trim()).not.toBe('');
    }
  });

  it('looks up field messages and error codes the same way', () => {
    expect(fieldMessage('required', 'tr')).toBe(FIELD_MESSAGES.required.tr);
    expect(fieldMessage('tooLong', 'en', { max: 12 })).toBe('Enter at most 12 characters.');
    expect(fieldMessage('MATCH_TECHNOLOGIES_MIN', 'tr')).toBe(ERRORS.MATCH_TECHNOLOGIES_MIN.message.tr);
  });
});

describe('waitMessage', () => {
  it('says a throttled wait in words: seconds below two minutes, whole minutes from there', () => {
    expect(waitMessage(2, 'tr')).toBe('Kalan bekleme süresi: 2 saniye.');
    expect(waitMessage(1, 'en')).toBe('Time left to wait: 1 second.');
    expect(waitMessage(64, 'en')).toBe('Time left to wait: 64 seconds.');
    expect(waitMessage(900, 'tr')).toBe('Kalan bekleme süresi: 15 dakika.');
    expect(waitMessage(121, 'en')).toBe('Time left to wait: 3 minutes.');
  });
});
