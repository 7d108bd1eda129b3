import { describe, expect, it } from 'vitest';
import {
  employeeDetail,
  employeeLinkOptions,
  employeePage,
} from '../../domain/hr/response-contracts.ts';
import { expectEachRefused } from '../test/accounting.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { endTrial } from '../test/factories.ts';
import { companyReadyToFly, type Caller } from '../test/operations.ts';
import { companyRule, guardedCall, routesMatching } from '../test/route-walk.ts';
import { joinCompany } from '../test/session.ts';
import { addEmployee, EMPLOYEE, hrCompany, SPARE_CPF, validCpfs } from '../test/hr.ts';

// 10 Nov 2026 in São Paulo.
const t = useTestApp({ now: new Date('2026-11-10T15:00:00Z') });

const URL = '/api/hr/funcionarios';
const page = async (owner: Caller, query = '') =>
  answer(await owner({ method: 'GET', url: `${URL}${query}` }), 200, employeePage);
const post = (payload: object) => ({ method: 'POST' as const, url: URL, payload });
const change = (id: string, payload: object) => ({
  method: 'PATCH' as const,
  url: `${URL}/${id}`,
  payload,
});

const BAD_ADMISSION = 'Data de admissão: informe uma data válida (dd/mm/aaaa).';
const DISMISSAL = 'A demissão não pode ser antes da admissão.';
const PREMIUMS = 'Periculosidade e insalubridade não se acumulam: escolha uma.';
const PIX_KIND = 'Chave PIX inválida para o tipo escolhido.';
const COMMISSION = 'Informe o valor da comissão.';

/** The error of a refused request: its status, code and fields. */
const refusal = (res: { statusCode: number; json(): { error: object } }) => ({
  status: res.statusCode,
  ...res.json().error,
});

/**
 * The routes of this part: employees, their documents, férias and rescisão, the links and the
 * alerts.
 */
const employeePart = () =>
  routesMatching(t.app, /^\/api\/hr\/(funcionarios|documentos|vinculos|alertas|ferias)/);

describe('the employee routes', () => {
  it('are the office’s: 403 for a pilot everywhere, 402 on every write without a subscription', async () => {
    const hr = await hrCompany(t.app);
    expect(
      employeePart()
        .map((route) => `${String(route.method)} ${route.url}`)
        .sort(),
    ).toEqual([
      'DELETE /api/hr/documentos/:id',
      'GET /api/hr/alertas',
      'GET /api/hr/ferias/alertas',
      'GET /api/hr/funcionarios',
      'GET /api/hr/funcionarios/:id',
      'GET /api/hr/funcionarios/:id/ferias',
      'GET /api/hr/funcionarios/:id/rescisao',
      'GET /api/hr/funcionarios/:id/rescisao/trct',
      'GET /api/hr/vinculos',
      'PATCH /api/hr/documentos/:id',
      'PATCH /api/hr/funcionarios/:id',
      'POST /api/hr/funcionarios',
      'POST /api/hr/funcionarios/:id/documentos',
      'POST /api/hr/funcionarios/:id/rescisao',
      'POST /api/hr/funcionarios/:id/rescisao/previa',
    ]);
    for (const route of employeePart())
      expect((await hr.pilot(guardedCall(route))).statusCode, route.url).toBe(403);
    await endTrial(t.db, hr.companyId, new Date('2020-01-01'));
    const writes = employeePart().filter((route) => route.method !== 'GET');
    for (const route of writes) {
      expect(companyRule(route).acts).toBe(true);
      expect((await hr.owner(guardedCall(route))).statusCode, route.url).toBe(402);
    }
    expect((await hr.owner({ method: 'GET', url: URL })).statusCode).toBe(200);
  });

  it('create an employee with its defaults and read it back', async () => {
    const { owner, ids } = await hrCompany(t.app);
    const pilot = await addEmployee(owner, { ...EMPLOYEE.pilot, pilot_id: ids.pilot });
    expect(pilot).toMatchObject({
      nome: 'Carlos Mendes',
      cpf: '52998224725',
      pis: '12031456786',
      cargo: 'piloto_agricola',
      admissao: '2024-03-01',
      demissao: null,
      salario_base_cents: 1_200_000,
      comissao_base: 'hectare',
      comissao_valor_cents: 150,
      insalubridade: 0,
      periculosidade: false,
      vale_transporte: false,
      pilot_id: ids.pilot,
      technician_id: null,
      documentos: [],
    });
    const read = answer(
      await owner({ method: 'GET', url: `${URL}/${pilot.id}` }),
      200,
      employeeDetail,
    );
    expect(read).toEqual(pilot);
  });

  it('refuse bad input with 400 naming the field', async () => {
    const { owner } = await hrCompany(t.app);
    const base = EMPLOYEE.agronomist;
    await expectEachRefused(owner, URL, [
      [{ ...base, cpf: '111.444.777-36' }, 'cpf', 'CPF inválido: confira os dígitos.'],
      [{ ...base, pis: '123.45678.90-1' }, 'pis', 'PIS inválido: confira os dígitos.'],
      [{ ...base, cargo: undefined }, 'cargo', 'Selecione o cargo.'],
      [{ ...base, admissao: '31/02/2025' }, 'admissao', BAD_ADMISSION],
      [{ ...base, demissao: '2025-01-31' }, 'demissao', DISMISSAL],
      [{ ...base, insalubridade: 20, periculosidade: true }, 'periculosidade', PREMIUMS],
      [{ ...base, pix_tipo: 'email', pix_chave: base.cpf }, 'pix_chave', PIX_KIND],
      [{ ...base, comissao_base: 'hora' }, 'comissao_valor_cents', COMMISSION],
    ]);
  });

  it('check a change against the whole row', async () => {
    const { owner } = await hrCompany(t.app);
    const mechanic = await addEmployee(owner, EMPLOYEE.mechanic);
    const pilot = await addEmployee(owner, EMPLOYEE.pilot);
    const cases = [
      [mechanic.id, { periculosidade: true }, 'periculosidade', PREMIUMS],
      [mechanic.id, { demissao: '2023-08-13' }, 'demissao', DISMISSAL],
      [pilot.id, { comissao_valor_cents: 0 }, 'comissao_valor_cents', COMMISSION],
    ] as const;
    for (const [id, payload, field, message] of cases) {
      const res = await owner(change(id, payload));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: message });
    }
    const fixed = { insalubridade: 0, periculosidade: true, demissao: '2026-12-31' };
    const changed = answer(await owner(change(mechanic.id, fixed)), 200, employeeDetail);
    expect(changed).toMatchObject(fixed);
    expect(changed.nome).toBe('Roberto Alves');
  });

  it('refuse a CPF or a register taken by another employee (409)', async () => {
    const { owner, ids } = await hrCompany(t.app);
    await addEmployee(owner, { ...EMPLOYEE.pilot, pilot_id: ids.pilot });
    const { id } = await addEmployee(owner, {
      ...EMPLOYEE.agronomist,
      technician_id: ids.agronomist,
    });
    const cpf = ['EMPLOYEE_CPF_TAKEN', 'cpf', 'Já existe um funcionário com este CPF.'] as const;
    const link = (field: string) =>
      [
        'EMPLOYEE_LINK_TAKEN',
        field,
        'Este cadastro já está vinculado a outro funcionário.',
      ] as const;
    const table = [
      [post({ ...EMPLOYEE.clerk, cpf: '52998224725' }), cpf],
      [post({ ...EMPLOYEE.clerk, pilot_id: ids.pilot }), link('pilot_id')],
      [post({ ...EMPLOYEE.clerk, technician_id: ids.agronomist }), link('technician_id')],
      [change(id, { cpf: EMPLOYEE.pilot.cpf }), cpf],
      [change(id, { pilot_id: ids.pilot }), link('pilot_id')],
    ] as const;
    for (const [request, [code, field, message]] of table)
      expect(refusal(await owner(request)), field).toEqual({
        status: 409,
        code,
        message,
        fields: { [field]: message },
      });
    // Another company may employ the same person.
    const other = await companyReadyToFly(t.app, 'dono@outra.com.br');
    expect((await addEmployee(other.owner, EMPLOYEE.pilot)).cpf).toBe('52998224725');
    expect((await page(owner)).total).toBe(2);
  });

  it('answer 404 for another company’s employee, pilot or technician, 400 for a user not a member', async () => {
    const hr = await hrCompany(t.app);
    const other = await companyReadyToFly(t.app, 'dono@outra.com.br');
    const theirs = await addEmployee(other.owner, EMPLOYEE.clerk);
    const mine = await addEmployee(hr.owner, EMPLOYEE.mechanic);
    for (const request of [
      { method: 'GET' as const, url: `${URL}/${theirs.id}` },
      change(theirs.id, { nome: 'Invasão' }),
      post({ ...EMPLOYEE.pilot, pilot_id: other.ids.pilot }),
      post({ ...EMPLOYEE.agronomist, technician_id: other.ids.agronomist }),
      change(mine.id, { technician_id: other.ids.technician }),
    ])
      expect(refusal(await hr.owner(request)), request.url).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: 'Registro não encontrado.',
      });
    const outsider = await joinCompany(t.app, other.companyId, 'admin', 'admin@outra.com.br');
    for (const user_id of [outsider.userId, 'nao-existe']) {
      const res = await hr.owner(post({ ...EMPLOYEE.agronomist, user_id }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ user_id: 'Usuário não é membro da empresa.' });
    }
    const linked = await addEmployee(hr.owner, { ...EMPLOYEE.pilot, user_id: hr.pilotUserId });
    expect(linked.user_id).toBe(hr.pilotUserId);
    expect((await other.owner(change(theirs.id, { nome: 'Juliana Lima' }))).statusCode).toBe(200);
  });
});

describe('the employees list', () => {
  it('searches by name or CPF digits, filters by situação and sorts in pt-BR order', async () => {
    const { owner } = await hrCompany(t.app);
    await addEmployee(owner, EMPLOYEE.agronomist);
    await addEmployee(owner, EMPLOYEE.pilot);
    await addEmployee(owner, { ...EMPLOYEE.mechanic, demissao: '2026-10-31' });
    await addEmployee(owner, { ...EMPLOYEE.clerk, demissao: '2026-11-30' });
    await addEmployee(owner, {
      ...EMPLOYEE.clerk,
      nome: 'Álvaro Dias',
      cpf: SPARE_CPF,
      demissao: '2026-11-10',
    });
    const names = async (query: string) => (await page(owner, query)).items.map((row) => row.nome);
    const table = [
      ['', ['Ana Souza', 'Carlos Mendes', 'Juliana Prado']],
      ['?situacao=ativos', ['Ana Souza', 'Carlos Mendes', 'Juliana Prado']],
      ['?situacao=desligados', ['Álvaro Dias', 'Roberto Alves']],
      [
        '?situacao=todos',
        ['Álvaro Dias', 'Ana Souza', 'Carlos Mendes', 'Juliana Prado', 'Roberto Alves'],
      ],
      ['?situacao=todos&busca=mendes', ['Carlos Mendes']],
      ['?situacao=todos&busca=529.982', ['Carlos Mendes']],
      ['?busca=44477735', ['Ana Souza']],
      ['?busca=Roberto', []],
      ['?situacao=todos&busca=zzz', []],
    ] as const;
    for (const [query, expected] of table) expect(await names(query), query).toEqual(expected);
    const row = (await page(owner, '?busca=Ana')).items[0];
    expect(row).toEqual({
      id: row!.id,
      nome: 'Ana Souza',
      cpf: '11144477735',
      cargo: 'engenheiro_agronomo',
      admissao: '2025-02-10',
      demissao: null,
      salario_base_cents: 950_000,
      documentos_alerta: 0,
    });
    expect((await owner({ method: 'GET', url: `${URL}?situacao=ex` })).json().error.fields).toEqual(
      {
        situacao: 'Situação inválida.',
      },
    );
  });

  it('answers 25 employees a page with the total', async () => {
    const { owner } = await hrCompany(t.app);
    const numbers = validCpfs(27);
    for (const [i, cpf] of numbers.entries())
      await addEmployee(owner, {
        ...EMPLOYEE.clerk,
        nome: `Funcionário ${String(i + 1).padStart(2, '0')}`,
        cpf,
      });
    const first = await page(owner);
    expect([first.total, first.pageSize, first.items.length]).toEqual([27, 25, 25]);
    expect(first.items[0]!.nome).toBe('Funcionário 01');
    const second = await page(owner, '?pagina=2');
    expect(second.items.map((row) => row.nome)).toEqual(['Funcionário 26', 'Funcionário 27']);
  });
});

describe('the links', () => {
  it('list the pilots and technicians (linked or not) and the active members', async () => {
    const hr = await hrCompany(t.app);
    await addEmployee(hr.owner, { ...EMPLOYEE.pilot, pilot_id: hr.ids.pilot });
    const links = answer(
      await hr.owner({ method: 'GET', url: '/api/hr/vinculos' }),
      200,
      employeeLinkOptions,
    );
    expect(links.pilotos).toEqual([{ id: hr.ids.pilot, nome: 'Carlos Mendes', vinculado: true }]);
    expect(links.tecnicos).toEqual([
      { id: hr.ids.agronomist, nome: 'Ana Souza', vinculado: false },
      { id: hr.ids.technician, nome: 'João Lima', vinculado: false },
    ]);
    expect(links.usuarios.map((user) => user.email).sort()).toEqual([
      'dono@aerosul.com.br',
      'piloto.dono@aerosul.com.br',
    ]);
  });
});
