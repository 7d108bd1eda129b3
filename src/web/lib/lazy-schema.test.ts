import { zodResolver } from '@hookform/resolvers/zod';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginInput, signUpInput, type LoginInput } from '../../domain/auth/contracts.ts';
import { weatherWindowInput } from '../../domain/operations/contracts.ts';
import { lazySchema, useLazyResolver, usePreload } from './lazy-schema.ts';

const options = { fields: {}, shouldUseNativeValidation: false };

afterEach(() => vi.useRealTimers());

describe('lazySchema', () => {
  it('loads once, on the first call', async () => {
    const load = vi.fn(async () => loginInput);
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    expect(await schema()).toBe(loginInput);
    expect(await schema()).toBe(loginInput);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call', async () => {
    const load = vi
      .fn<() => Promise<typeof loginInput>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loginInput);
    const schema = lazySchema(load);
    await expect(schema()).rejects.toThrow('Failed to fetch');
    expect(await schema()).toBe(loginInput);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useLazyResolver', () => {
  const lazyLogin = lazySchema(() =>
    import('../../domain/auth/contracts.ts').then((m) => m.loginInput),
  );
  const lazySignUp = lazySchema(() =>
    import('../../domain/auth/contracts.ts').then((m) => m.signUpInput),
  );

  it.each([
    ['nothing typed', { email: '', password: '', captchaId: '', captchaCode: '' }],
    ['a bad e-mail', { email: 'dono@', password: 'x', captchaId: 'c1', captchaCode: 'AB12C' }],
    [
      'everything, with spaces and capitals',
      {
        email: ' Dono@AeroSul.com.br ',
        password: ' s3nha ',
        captchaId: 'c1',
        captchaCode: 'AB12C',
      },
    ],
  ])('answers what zodResolver answers for the login: %s', async (_, values) => {
    const { result } = renderHook(() => useLazyResolver<LoginInput, LoginInput>(lazyLogin));
    const lazy = await result.current(values, undefined, options);
    expect(lazy).toEqual(await zodResolver(loginInput)(values, undefined, options));
    expect(Object.keys(lazy.errors).length > 0).toBe(values.email !== ' Dono@AeroSul.com.br ');
  });

  it('answers what zodResolver answers for the sign-up password rules', async () => {
    const values = {
      companyName: 'Aero Sul',
      email: 'dono@aerosul.com.br',
      password: 'abc',
      captchaId: 'c1',
      captchaCode: 'AB12C',
    };
    const { result } = renderHook(() => useLazyResolver(lazySignUp));
    const lazy = await result.current(values, undefined, options);
    expect(lazy.errors.password?.message).toBe('Password must be at least 8 characters long');
    expect(lazy).toEqual(await zodResolver(signUpInput)(values, undefined, options));
  });
});

describe('useLazyResolver with pt-BR numbers typed', () => {
  const lazyWindow = lazySchema(() =>
    import('../../domain/operations/contracts.ts').then((m) => m.weatherWindowInput),
  );

  it.each([
    [
      'puts the schema’s problems on the fields typed',
      { humidityMinPct: '55', temperatureMaxC: '30', windMinKmh: '12', windMaxKmh: '10' },
      {},
    ],
    [
      'hands the submit the numbers the schema read',
      { humidityMinPct: '55', temperatureMaxC: '30,5', windMinKmh: '3', windMaxKmh: '10' },
      { humidityMinPct: 55, temperatureMaxC: 30.5, windMinKmh: 3, windMaxKmh: 10 },
    ],
  ])('%s', async (_, typed, values) => {
    const { result } = renderHook(() => useLazyResolver(lazyWindow));
    const lazy = await result.current(typed, undefined, options);
    expect(lazy).toEqual(await zodResolver(weatherWindowInput)(typed, undefined, options));
    expect(lazy.values).toEqual(values);
  });
});

describe('usePreload', () => {
  // happy-dom has no requestIdleCallback, like Safari: the load starts 1 s after mounting.
  it('starts the load once the browser is idle after mounting, not before', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => loginInput);
    const schema = lazySchema(load);
    renderHook(() => usePreload(schema));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('uses requestIdleCallback where there is one, and starts nothing after unmounting', async () => {
    vi.useFakeTimers();
    const idle = new Map<number, () => void>();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle.set(idle.size + 1, callback);
      return idle.size;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
    const load = vi.fn(async () => loginInput);
    const schema = lazySchema(load);
    renderHook(() => usePreload(schema)).unmount();
    expect(idle.size).toBe(0);
    renderHook(() => usePreload(schema));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(load).not.toHaveBeenCalled();
    for (const callback of idle.values()) callback();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("with 'interaction', starts the load at the first key, click or focus, not when idle", async () => {
    vi.useFakeTimers();
    for (const event of [new KeyboardEvent('keydown'), new FocusEvent('focusin')]) {
      const load = vi.fn(async () => loginInput);
      const schema = lazySchema(load);
      const { unmount } = renderHook(() => usePreload(schema, 'interaction'));
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(load).not.toHaveBeenCalled();
      document.dispatchEvent(event);
      document.dispatchEvent(event);
      expect(load).toHaveBeenCalledTimes(1);
      unmount();
    }
    const load = vi.fn(async () => loginInput);
    renderHook(() => usePreload(lazySchema(load), 'interaction')).unmount();
    document.dispatchEvent(new KeyboardEvent('keydown'));
    expect(load).not.toHaveBeenCalled();
  });

  // An unhandled rejection would fail this test run.
  it('keeps a failed preload quiet: the form meets the failure when it needs the schema', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const schema = lazySchema(load);
    renderHook(() => usePreload(schema));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(load).toHaveBeenCalledTimes(1);
    await expect(schema()).rejects.toThrow('Failed to fetch');
  });
});
