import { describe, expect, it } from 'vitest';
import { dashboardResponse } from '../../domain/dashboard/contracts.ts';
import { employeeDocument } from '../../domain/hr/response-contracts.ts';
import { moneyless } from '../../domain/pilot-view.ts';
import { addEmployee, EMPLOYEE, hrCompany } from '../test/hr.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import type { Caller } from '../test/operations.ts';

// 10 Nov 2026, 12:00 in São Paulo.
const t = useTestApp({ now: new Date('2026-11-10T15:00:00Z') });

// A pilot's dashboard is the contract without its amounts (decision 034).
const documentsOn = async (member: Caller, schema = dashboardResponse) =>
  answer(await member({ method: 'GET', url: '/api/dashboard' }), 200, schema).documents;

describe('the dashboard’s documents', () => {
  it('show the office the active employees’ documents, never twice for a linked pilot', async () => {
    const { owner, pilot, ids } = await hrCompany(t.app);
    const carlos = await addEmployee(owner, { ...EMPLOYEE.pilot, pilot_id: ids.pilot });
    const ana = await addEmployee(owner, EMPLOYEE.agronomist);
    const gone = await addEmployee(owner, { ...EMPLOYEE.mechanic, demissao: '2026-10-31' });
    const add = async (employeeId: string, payload: object) =>
      answer(
        await owner({
          method: 'POST',
          url: `/api/hr/funcionarios/${employeeId}/documentos`,
          payload,
        }),
        201,
        employeeDocument,
      );
    // The pilot's CMA goes to the pilot register, which raises its alert.
    await add(carlos.id, { tipo: 'cma', validade: '2026-11-20' });
    await add(carlos.id, { tipo: 'cavag', validade: '2026-11-15' });
    await add(ana.id, { tipo: 'aso', validade: '2026-11-05' });
    await add(ana.id, {
      tipo: 'outro',
      descricao: 'NR-35 trabalho em altura',
      validade: '2026-12-10',
    });
    await add(ana.id, { tipo: 'cnh', validade: '2026-12-11' });
    await add(gone.id, { tipo: 'aso', validade: '2026-11-01' });
    const pilotCma = {
      register: 'pilots',
      id: ids.pilot,
      name: 'Carlos Mendes',
      document: 'CMA',
      expires: '2026-11-20',
      days: 10,
    };
    expect(await documentsOn(owner)).toEqual([
      {
        register: 'employees',
        id: ana.id,
        name: 'Ana Souza',
        document: 'ASO (atestado de saúde ocupacional)',
        expires: '2026-11-05',
        days: -5,
      },
      {
        register: 'employees',
        id: carlos.id,
        name: 'Carlos Mendes',
        document: 'Curso CAVAG',
        expires: '2026-11-15',
        days: 5,
      },
      pilotCma,
      {
        register: 'employees',
        id: ana.id,
        name: 'Ana Souza',
        document: 'NR-35 trabalho em altura',
        expires: '2026-12-10',
        days: 30,
      },
    ]);
    // The pilot sees their own register's CMA, never an employee.
    expect(
      await documentsOn(pilot, moneyless(dashboardResponse) as typeof dashboardResponse),
    ).toEqual([pilotCma]);
  });
});
