import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { operations } from './schema/index.ts';
import { companyReadyToFly } from '../test/operations.ts';

const CREATIONS = 16;
const APPROVALS = 6;
const t = useTestApp({ clock: { now: () => new Date('2026-11-24T12:00:00Z') } });

describe('numbering per company and year', () => {
  it('numbers operations created and approved at the same moment, each once, none refused', async () => {
    const fly = await companyReadyToFly(t.app);
    const proposal = {
      client_id: fly.ids.client,
      property_id: fly.ids.property,
      validade: '2026-12-31',
      linhas: [1, 2].map((n) => ({
        service_id: fly.ids.service,
        descricao: `Aplicação ${n}`,
        unidade: 'ha',
        quantidade: 100,
        preco_unitario_cents: 4_200,
      })),
    };
    const proposals = await Promise.all(
      Array.from({ length: APPROVALS }, async () => {
        const res = await fly.owner({ method: 'POST', url: '/api/proposals', payload: proposal });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().proposal.id as string;
      }),
    );
    const approval = { data: '2026-12-02', aircraft_id: fly.ids.aircraft, pilot_id: fly.ids.pilot };
    // Creations and approvals (two operations each) take the year's next numbers at once.
    const answers = await Promise.all([
      ...Array.from({ length: CREATIONS }, () =>
        fly.owner({ method: 'POST', url: '/api/operations', payload: fly.complete }),
      ),
      ...proposals.map((id) =>
        fly.owner({ method: 'POST', url: `/api/proposals/${id}/aprovar`, payload: approval }),
      ),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([
      ...Array(CREATIONS).fill(201),
      ...Array(APPROVALS).fill(200),
    ]);
    const rows = await t.db.select({ sequencia: operations.sequencia }).from(operations);
    expect(rows.map((row) => row.sequencia).sort((a, b) => a - b)).toEqual(
      Array.from({ length: CREATIONS + 2 * APPROVALS }, (_, i) => i + 1),
    );
  });
});
