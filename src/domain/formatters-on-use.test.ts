import { afterEach, expect, it, vi } from 'vitest';

// The first Intl formatter a page makes readies the browser's locale data (14–19 ms on a
// desktop, four times that on a phone): the shared modules make theirs on first use, never as
// they are evaluated (src/domain/dates.ts).
afterEach(() => vi.restoreAllMocks());

it('makes no Intl formatter or collator as the shared modules are evaluated', async () => {
  const made = (['DateTimeFormat', 'NumberFormat', 'Collator'] as const).map((name) => {
    const Real = Intl[name] as new (...args: unknown[]) => object;
    return vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
      return new Real(...args);
    } as never);
  });
  vi.resetModules();
  const [dates, format, money] = await Promise.all([
    import('./dates.ts'),
    import('./format.ts'),
    import('./money.ts'),
    import('./dashboard/texts.ts'),
    import('./geo/coordinates.ts'),
  ]);
  expect(made.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);

  // ...and each once, on its first use.
  const instant = new Date('2026-12-06T02:30:00Z');
  expect(dates.todayInSaoPaulo(instant)).toBe('2026-12-05');
  expect(dates.todayInSaoPaulo(instant)).toBe('2026-12-05');
  expect(format.formatDay('2026-12-06T02:30:00Z')).toBe('05/12/2026');
  expect(['Zebra', 'Águia', 'abacate'].sort(format.comparePtBr)).toEqual([
    'abacate',
    'Águia',
    'Zebra',
  ]);
  expect(money.formatBRL(5990)).toBe('R$ 59,90');
  expect(money.formatBRL(5990)).toBe('R$ 59,90');
  expect(made.map((spy) => spy.mock.calls.length)).toEqual([2, 1, 1]);
});
