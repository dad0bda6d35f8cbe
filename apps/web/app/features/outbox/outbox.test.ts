import type { TOutboxMessage } from '@brifa/contracts';
import { describe, expect, it } from 'vitest';
import { codeIn, sortNewestFirst } from './api/list-outbox.ts';

const message = (Id: number, CreatedAt: string): TOutboxMessage => ({
  Id,
  Channel: 'sms',
  To: '+905321234567',
  Subject: null,
  Text: '',
  Html: null,
  Template: 'verification',
  Attempts: 0,
  LastError: null,
  Status: 'stored',
  CreatedAt,
});

describe('outbox helpers', () => {
  it('finds the 6-digit code in an SMS and nothing in longer numbers', () => {
    expect(codeIn('Brifa doğrulama kodunuz: 482913. 3 dakika geçerlidir.')).toBe('482913');
    expect(codeIn('Sipariş 12345678 alındı')).toBeNull();
  });

  it('lists the newest message first', () => {
    const sorted = sortNewestFirst([
      message(1, '2025-01-01T10:00:00.000Z'),
      message(3, '2025-01-01T10:05:00.000Z'),
      message(2, '2025-01-01T10:05:00.000Z'),
    ]);
    expect(sorted.map((item) => item.Id)).toEqual([3, 2, 1]);
  });
});
