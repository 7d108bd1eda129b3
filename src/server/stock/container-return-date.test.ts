import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { expectFieldError } from '../test/contracts.ts';
import { companyReadyToFly } from '../test/operations.ts';
import { owingContainers } from '../test/stock-entries.ts';

/** Sunday 6 December 2026, 12h in São Paulo. */
const t = useTestApp({ now: new Date('2026-12-06T15:00:00Z') });

const post = (url: string, payload: object) => ({ method: 'POST' as const, url, payload });

describe('a return of empty containers', () => {
  it('is refused when dated after today (400 on the date), accepted today', async () => {
    const fly = await companyReadyToFly(t.app);
    const owed = await owingContainers(fly.owner, fly.ids.product);
    const payload = {
      data: '2026-12-07',
      unidade_recebimento: 'Central inpEV Sorriso-MT',
      numero_comprovante: 'INPEV-2026-5521',
      triplice_lavagem: true,
      itens: [{ obligation_id: owed.embalagens[0].id as string, quantidade: 1 }],
    };
    const future = await fly.owner(post('/api/stock/devolucoes', payload));
    expectFieldError(future, 'data', 'A data da devolução não pode ser futura.');
    const later = await fly.owner(
      post('/api/stock/devolucoes', { ...payload, data: '2027-03-01' }),
    );
    expectFieldError(later, 'data', 'A data da devolução não pode ser futura.');
    const today = await fly.owner(
      post('/api/stock/devolucoes', { ...payload, data: '2026-12-06' }),
    );
    expect(today.statusCode, today.body).toBe(201);
  });
});
