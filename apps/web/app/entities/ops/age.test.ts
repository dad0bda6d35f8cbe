import { describe, expect, it } from 'vitest';
import { formatAge } from './age.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('formatAge', () => {
  it('shows minutes, hours and days in both languages', () => {
    expect(formatAge(20 * 1000, 'tr')).toBe('1 dk');
    expect(formatAge(45 * MINUTE, 'en')).toBe('45 min');
    expect(formatAge(3 * HOUR + 12 * MINUTE, 'tr')).toBe('3 sa 12 dk');
    expect(formatAge(2 * HOUR, 'en')).toBe('2 h');
    expect(formatAge(50 * HOUR, 'en')).toBe('2 d 2 h');
    expect(formatAge(1500 * 24 * HOUR, 'tr')).toBe('1.500 g');
  });

  it('reads an overdue (negative) span by its size', () => {
    expect(formatAge(-90 * MINUTE, 'en')).toBe('1 h 30 min');
  });
});
