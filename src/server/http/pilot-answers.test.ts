import { describe, expect, it } from 'vitest';
import { ZodType } from 'zod';
import { moneyless } from '../../domain/pilot-view.ts';
import { useTestApp } from '../test/app.ts';

const t = useTestApp();

describe('every answer a pilot may get is sent without money (decision 034)', () => {
  it('a route a pilot may call whose answer declares an amount declares pilotWithoutMoney', () => {
    const unguarded = t.app.routeTable.flatMap((route) => {
      const access = route.config?.access;
      if (access?.scope !== 'company' || access.pilotWithoutMoney) return [];
      if (access.roles && !access.roles.includes('pilot')) return [];
      const response = (route.schema as { response?: Record<string, unknown> }).response ?? {};
      const money = Object.entries(response).some(
        ([status, schema]) =>
          /^2\d\d$/.test(status) && schema instanceof ZodType && moneyless(schema) !== schema,
      );
      return money ? [`${String(route.method)} ${route.url}`] : [];
    });
    expect(unguarded).toEqual([]);
  });
});
