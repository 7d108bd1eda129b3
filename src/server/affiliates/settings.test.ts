import { describe, expect, it } from 'vitest';
import { platformSettings } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { commissionRate, setCommissionRate } from './settings.ts';
import { someone } from '../test/affiliates.ts';

const t = useTestApp();

describe('the commission rate', () => {
  it('is 2000 basis points (20 %) while the settings row is absent', async () => {
    expect(await t.db.select().from(platformSettings)).toEqual([]);
    expect(await commissionRate(t.db)).toBe(2000);
  });

  it('is stored with who set it, answers the rate it replaced, and changes again', async () => {
    const admin = await someone(t.app, t.db, 'admin@exemplo.com.br');
    const previous = await t.db.transaction((tx) => setCommissionRate(tx, 1500, admin.userId));
    expect(previous).toBe(2000);
    expect(await commissionRate(t.db)).toBe(1500);
    expect(await setCommissionRate(t.db, 0, admin.userId)).toBe(1500);
    expect(await commissionRate(t.db)).toBe(0);
    const rows = await t.db.select().from(platformSettings);
    expect(rows).toMatchObject([
      { id: true, affiliate_commission_bp: 0, updated_by: admin.userId },
    ]);
  });

  it.each([-1, 10001])('refuses %i basis points (the database range 0–10000)', async (bp) => {
    const admin = await someone(t.app, t.db, 'admin@exemplo.com.br');
    await expect(setCommissionRate(t.db, bp, admin.userId)).rejects.toThrow();
    expect(await commissionRate(t.db)).toBe(2000);
  });
});
