import { describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from './dates.ts';

describe('calendar dates in São Paulo', () => {
  it('knows today in São Paulo and adds calendar days across months', () => {
    expect(todayInSaoPaulo(new Date('2026-12-01T02:30:00Z'))).toBe('2026-11-30');
    expect(addDays('2026-11-28', 6)).toBe('2026-12-04');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
