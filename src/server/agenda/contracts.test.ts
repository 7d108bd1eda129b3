import { describe, expect, it } from 'vitest';
import {
  agendaResponse,
  agendaWarnings,
  maintenanceRecord,
} from '../../domain/agenda/contracts.ts';
import { SAMPLE_REGISTERS } from '../../test-support/sample-company.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { companyReadyToFly, insertOperation } from '../test/operations.ts';

const t = useTestApp({ now: new Date('2026-11-23T13:00:00Z') });

describe('the agenda API answers what its contracts declare', () => {
  it('the window, conflicts, moving a flight and maintenance days', async () => {
    const { owner, companyId, ids } = await companyReadyToFly(t.app);
    await owner({
      method: 'PUT',
      url: `/api/registers/aircraft/${ids.aircraft}`,
      payload: { ...SAMPLE_REGISTERS.aircraft, ca_validade: '2026-11-28' },
    });
    const flight = await insertOperation(t.db, companyId, ids, {
      data: '2026-11-25',
      status: 'agendada',
    });
    const maintenance = answer(
      await owner({
        method: 'POST',
        url: '/api/agenda/manutencoes',
        payload: { aircraft_id: ids.aircraft, data: '2026-11-26', descricao: 'Inspeção de 100 h' },
      }),
      201,
      maintenanceRecord,
    );
    expect(maintenance.created_at).toBeInstanceOf(Date);

    const agenda = answer(
      await owner({ method: 'GET', url: '/api/agenda?de=2026-11-01&ate=2026-12-05' }),
      200,
      agendaResponse,
    );
    expect(agenda.operacoes.map((o) => o.id)).toEqual([flight.id]);
    expect(agenda.manutencoes).toHaveLength(1);
    expect(agenda.documentos.length).toBeGreaterThan(0);

    const conflicts = answer(
      await owner({
        method: 'GET',
        url: `/api/agenda/conflitos?data=2026-11-26&aircraft_id=${ids.aircraft}`,
      }),
      200,
      agendaWarnings,
    );
    expect(conflicts.avisos.length).toBeGreaterThan(0);
    answer(
      await owner({
        method: 'POST',
        url: `/api/agenda/operacoes/${flight.id}/mover`,
        payload: { data: '2026-11-26' },
      }),
      200,
      agendaWarnings,
    );
    const removed = await owner({
      method: 'DELETE',
      url: `/api/agenda/manutencoes/${maintenance.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
  });
});
