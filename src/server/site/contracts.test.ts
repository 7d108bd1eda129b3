import { describe, expect, it } from 'vitest';
import { dashboardResponse } from '../../domain/dashboard/contracts.ts';
import { publicConfig } from '../../domain/site/contracts.ts';
import { webhookReceipt } from '../../domain/subscription/contracts.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { companyReadyToFly, insertOperation } from '../test/operations.ts';
import { deliverWebhook } from '../test/webhook.ts';

const t = useTestApp({
  now: new Date('2026-11-23T13:00:00Z'),
  env: {
    CONTACT_WHATSAPP: '5566999887766',
    MAP_TILES_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
  },
});

describe('the smaller answers match their contracts', () => {
  it('GET /api/public-config', async () => {
    const config = answer(
      await t.app.inject({ method: 'GET', url: '/api/public-config' }),
      200,
      publicConfig,
    );
    expect(config.mapa).not.toBeNull();
  });

  it('GET /api/dashboard, for the office and with flights ahead', async () => {
    const { owner, companyId, ids } = await companyReadyToFly(t.app);
    await insertOperation(t.db, companyId, ids, { data: '2026-11-10' });
    await insertOperation(t.db, companyId, ids, { data: '2026-11-25', status: 'agendada' });
    const dashboard = answer(
      await owner({ method: 'GET', url: '/api/dashboard' }),
      200,
      dashboardResponse,
    );
    expect(dashboard.upcoming).toHaveLength(1);
  });

  it('POST /api/billing/webhook and the test checkout', async () => {
    const { owner } = await companyReadyToFly(t.app);
    const receipt = answer(
      await deliverWebhook(t.app, {
        id: 'evt_contract',
        object: 'event',
        type: 'customer.created',
        created: Math.floor(t.now.getTime() / 1000),
        data: { object: { object: 'customer', id: 'cus_1' } },
      }),
      200,
      webhookReceipt,
    );
    expect(receipt.outcome).toBe('ignored');
    const paid = await owner({ method: 'POST', url: '/api/billing/teste/pagar' });
    expect([paid.statusCode, paid.body]).toEqual([204, '']);
  });
});
