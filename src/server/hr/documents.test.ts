import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  documentAlerts,
  employeeDetail,
  employeeDocument,
  employeePage,
} from '../../domain/hr/response-contracts.ts';
import { expectEachRefused } from '../test/accounting.ts';
import { pilots } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { companyReadyToFly, type Caller } from '../test/operations.ts';
import { addEmployee, EMPLOYEE, hrCompany } from '../test/hr.ts';

// 10 Nov 2026 in São Paulo: the warning reaches 10 Dec 2026.
const t = useTestApp({ now: new Date('2026-11-10T15:00:00Z') });

const documentsOf = (employeeId: string) => `/api/hr/funcionarios/${employeeId}/documentos`;

/** Adds a document to the employee; answers it as the API does. */
async function addDocument(owner: Caller, employeeId: string, payload: object) {
  return answer(
    await owner({ method: 'POST', url: documentsOf(employeeId), payload }),
    201,
    employeeDocument,
  );
}
const changeDocument = (owner: Caller, id: string, payload: object) =>
  owner({ method: 'PATCH', url: `/api/hr/documentos/${id}`, payload });

/** The validity dates the pilot register holds. */
async function pilotDates(pilotId: string) {
  const [row] = await t.db
    .select({ cma: pilots.cma_validade, licenca: pilots.habilitacao_agricola_validade })
    .from(pilots)
    .where(eq(pilots.id, pilotId));
  return row;
}

describe('an employee’s documents', () => {
  it('are added, changed and deleted, with the days left to their validade', async () => {
    const { owner } = await hrCompany(t.app);
    const { id } = await addEmployee(owner, EMPLOYEE.agronomist);
    const aso = await addDocument(owner, id, {
      tipo: 'aso',
      numero: 'ASO-2026-118',
      emissao: '2025-11-20',
      validade: '25/11/2026',
    });
    expect(aso).toEqual({
      id: aso.id,
      employee_id: id,
      tipo: 'aso',
      descricao: null,
      numero: 'ASO-2026-118',
      emissao: '2025-11-20',
      validade: '2026-11-25',
      dias_para_vencer: 15,
    });
    const cnh = await addDocument(owner, id, { tipo: 'cnh', numero: '04512345678' });
    expect(cnh.dias_para_vencer).toBeNull();
    const course = await addDocument(owner, id, {
      tipo: 'outro',
      descricao: 'NR-35 trabalho em altura',
      validade: '2026-11-05',
    });
    expect(course.dias_para_vencer).toBe(-5);
    const changed = answer(
      await changeDocument(owner, aso.id, { tipo: 'aso', validade: '2027-11-25' }),
      200,
      employeeDocument,
    );
    expect([changed.numero, changed.dias_para_vencer]).toEqual([null, 380]);
    const detail = answer(
      await owner({ method: 'GET', url: `/api/hr/funcionarios/${id}` }),
      200,
      employeeDetail,
    );
    expect(detail.documentos.map((doc) => doc.id)).toEqual([course.id, aso.id, cnh.id]);
    const [row] = answer(
      await owner({ method: 'GET', url: '/api/hr/funcionarios' }),
      200,
      employeePage,
    ).items;
    expect(row!.documentos_alerta).toBe(1);
    const removed = await owner({ method: 'DELETE', url: `/api/hr/documentos/${course.id}` });
    expect(removed.statusCode).toBe(204);
    expect(
      (await owner({ method: 'GET', url: `/api/hr/funcionarios/${id}` })).json(),
    ).toMatchObject({ documentos: [{ id: aso.id }, { id: cnh.id }] });
  });

  it('refuse bad input with 400 naming the field, on adding and changing', async () => {
    const { owner } = await hrCompany(t.app);
    const { id } = await addEmployee(owner, EMPLOYEE.mechanic);
    const table = [
      [{ tipo: 'passaporte' }, 'tipo', 'Selecione o tipo de documento.'],
      [{ tipo: 'outro' }, 'descricao', 'Descreva o documento.'],
      [
        { tipo: 'aso', emissao: '2026-01-10', validade: '2026-01-09' },
        'validade',
        'A validade não pode ser antes da emissão.',
      ],
      [
        { tipo: 'cnh', validade: '31/02/2027' },
        'validade',
        'Validade: informe uma data válida (dd/mm/aaaa).',
      ],
    ] as const;
    await expectEachRefused(owner, documentsOf(id), table);
    const doc = await addDocument(owner, id, { tipo: 'aso', validade: '2027-01-10' });
    for (const [payload, field, message] of table) {
      const res = await changeDocument(owner, doc.id, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: message });
    }
  });

  it('of another company answer 404', async () => {
    const { owner } = await hrCompany(t.app);
    const other = await companyReadyToFly(t.app, 'dono@outra.com.br');
    const theirs = await addEmployee(other.owner, EMPLOYEE.clerk);
    const doc = await addDocument(other.owner, theirs.id, { tipo: 'cnh', validade: '2027-03-01' });
    const payload = { tipo: 'cnh', validade: '2020-01-01' };
    for (const request of [
      { method: 'POST' as const, url: documentsOf(theirs.id), payload },
      { method: 'PATCH' as const, url: `/api/hr/documentos/${doc.id}`, payload },
      { method: 'DELETE' as const, url: `/api/hr/documentos/${doc.id}` },
    ]) {
      const res = await owner(request);
      expect(res.statusCode, request.method).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const still = answer(
      await other.owner({ method: 'GET', url: `/api/hr/funcionarios/${theirs.id}` }),
      200,
      employeeDetail,
    );
    expect(still.documentos).toEqual([doc]);
  });

  it('write a CMA or ANAC licence through to the linked pilot register, kept when deleted', async () => {
    const { owner, ids } = await hrCompany(t.app);
    const pilot = await addEmployee(owner, { ...EMPLOYEE.pilot, pilot_id: ids.pilot });
    const unlinked = await addEmployee(owner, EMPLOYEE.agronomist);
    expect(await pilotDates(ids.pilot)).toEqual({ cma: null, licenca: null });
    const cma = await addDocument(owner, pilot.id, { tipo: 'cma', validade: '2027-02-28' });
    await addDocument(owner, pilot.id, { tipo: 'licenca_anac', validade: '2028-06-30' });
    expect(await pilotDates(ids.pilot)).toEqual({ cma: '2027-02-28', licenca: '2028-06-30' });
    await changeDocument(owner, cma.id, { tipo: 'cma', validade: '2026-12-01' });
    // Other kinds, a CMA without validade and another employee's CMA leave the register alone.
    await addDocument(owner, pilot.id, { tipo: 'aso', validade: '2026-11-20' });
    await addDocument(owner, pilot.id, { tipo: 'cma', numero: 'sem validade' });
    await addDocument(owner, unlinked.id, { tipo: 'cma', validade: '2026-11-11' });
    expect(await pilotDates(ids.pilot)).toEqual({ cma: '2026-12-01', licenca: '2028-06-30' });
    await owner({ method: 'DELETE', url: `/api/hr/documentos/${cma.id}` });
    expect(await pilotDates(ids.pilot)).toEqual({ cma: '2026-12-01', licenca: '2028-06-30' });
  });
});

describe('the alerts', () => {
  it('list active employees’ documents expired or expiring within 30 days, soonest first', async () => {
    const { owner } = await hrCompany(t.app);
    const agronomist = await addEmployee(owner, EMPLOYEE.agronomist);
    const leaving = await addEmployee(owner, { ...EMPLOYEE.clerk, demissao: '2026-11-30' });
    const gone = await addEmployee(owner, { ...EMPLOYEE.mechanic, demissao: '2026-11-10' });
    await addDocument(owner, agronomist.id, { tipo: 'aso', validade: '2026-11-01' });
    await addDocument(owner, agronomist.id, { tipo: 'cnh', validade: '2026-12-11' });
    await addDocument(owner, agronomist.id, { tipo: 'cavag' });
    const course = { tipo: 'outro', descricao: 'NR-35 trabalho em altura', validade: '2026-12-10' };
    await addDocument(owner, leaving.id, course);
    await addDocument(owner, leaving.id, { tipo: 'cnh', validade: '2026-11-10' });
    await addDocument(owner, gone.id, { tipo: 'aso', validade: '2026-10-01' });
    const alerts = answer(
      await owner({ method: 'GET', url: '/api/hr/alertas' }),
      200,
      documentAlerts,
    );
    expect(alerts.map(({ id: _, ...alert }) => alert)).toEqual([
      {
        employee_id: agronomist.id,
        funcionario: 'Ana Souza',
        tipo: 'aso',
        descricao: null,
        validade: '2026-11-01',
        dias_para_vencer: -9,
      },
      {
        employee_id: leaving.id,
        funcionario: 'Juliana Prado',
        tipo: 'cnh',
        descricao: null,
        validade: '2026-11-10',
        dias_para_vencer: 0,
      },
      {
        employee_id: leaving.id,
        funcionario: 'Juliana Prado',
        tipo: 'outro',
        descricao: 'NR-35 trabalho em altura',
        validade: '2026-12-10',
        dias_para_vencer: 30,
      },
    ]);
  });
});
