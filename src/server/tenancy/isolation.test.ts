import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ZodEnum, type ZodObject } from 'zod';
import * as schema from '../db/schema/index.ts';
import {
  bankAccounts,
  bankStatementImports,
  bankStatementLines,
  companies,
  flightAudits,
  flightImports,
  logbookEntries,
  operationAttachments,
  sensitivePoints,
  operationChangeProposals,
  operations,
  stockShortfalls,
} from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { pathParams, routeAccess } from '../test/route-walk.ts';
import { insertInvite } from '../test/factories.ts';
import { NO_COVERAGE } from '../test/flight-files.ts';
import { caller, companyReadyToFly, newOperation } from '../test/operations.ts';
import { joinCompany, signUpCompany } from '../test/session.ts';
import { stockUp } from '../test/stock-entries.ts';
import { ACCOUNT, payRequest, titlePayload } from '../test/accounting.ts';
import { addEmployee, EMPLOYEE } from '../test/hr.ts';

/**
 * Tenant isolation, walked over the whole route table: company B's owner calls every company
 * route with company A's ids in its path, and every list without them; nothing answers A's
 * data and A's rows are the same afterwards. A route added later is walked too.
 */
const t = useTestApp();
const app = () => t.app;

/** Every table with a company_id (and the companies themselves). */
const companyTables = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable & { company_id: never } =>
    is(value, PgTable) && 'company_id' in (value as object),
);

/** Company A with one row of everything a path can name. */
async function companyA() {
  const fly = await companyReadyToFly(app(), 'dono@empresa-a.com.br');
  const operation = await newOperation(fly.owner, fly.complete);
  await t.db.insert(operationAttachments).values({
    company_id: fly.companyId,
    operation_id: operation,
    tipo: 'foto',
    nome_arquivo: 'foto.jpg',
    mime: 'image/jpeg',
    tamanho: 3,
    storage_key: 'inexistente',
  });
  // A sensitive point of its property (issue 39, Art. 10).
  await t.db.insert(sensitivePoints).values({
    company_id: fly.companyId,
    property_id: fly.ids.property,
    tipo: 'moradia',
    nome: 'Casa do caseiro',
    geometria: { type: 'Point', coordinates: [-55.72, -12.54] },
  });
  // An applied-area import and the operation's coverage audit (issue 39).
  await t.db.insert(flightImports).values({
    company_id: fly.companyId,
    operation_id: operation,
    faixas: [],
    linhas: [],
    lidos: [],
    ignorados: [],
    anexos: [],
  });
  await t.db.insert(flightAudits).values({
    company_id: fly.companyId,
    operation_id: operation,
    figuras: NO_COVERAGE,
    formas: { aplicada: null, sobreposicao: null, fora: null, falhas: null },
  });
  // A field change kept when it met the office's (issue 41).
  await t.db.insert(operationChangeProposals).values({
    company_id: fly.companyId,
    operation_id: operation,
    acao: 'concluir',
    dados: { confirmarClima: true },
    versao_base: new Date('2026-11-09T12:00:00Z'),
    versao_atual: new Date('2026-11-10T12:00:00Z'),
    de_piloto: true,
  });
  const proposal = await fly.owner({
    method: 'POST',
    url: '/api/proposals',
    payload: {
      client_id: fly.ids.client,
      validade: '2099-12-31', // on the real clock: always ahead
      linhas: [
        { descricao: 'Aplicação', unidade: 'ha', quantidade: 10, preco_unitario_cents: 4_200 },
      ],
    },
  });
  expect(proposal.statusCode).toBe(201);
  await fly.owner({
    method: 'POST',
    url: '/api/agenda/manutencoes',
    payload: { aircraft_id: fly.ids.aircraft, data: '2026-12-01', descricao: 'Inspeção 100 h' },
  });
  // A flight written by hand in the logbook (issue 40).
  await t.db.insert(logbookEntries).values({
    company_id: fly.companyId,
    aircraft_id: fly.ids.aircraft,
    data: '2026-11-10',
    tipo: 'traslado',
  });
  await stockOf(fly, operation);
  await statementLineOf(fly.companyId);
  await paidTitleOf(fly.owner);
  await hrOf(fly.owner);
  await insertInvite(t.db, { company_id: fly.companyId });
  await joinCompany(app(), fly.companyId, 'pilot', 'piloto@empresa-a.com.br');
  return fly.companyId;
}

/** A's stock: an entry with a product lot and a fuel lot, settings, an adjustment, fuel taken on
 * the operation, a container return and a shortfall. */
async function stockOf(fly: Awaited<ReturnType<typeof companyReadyToFly>>, operation: string) {
  const ok = async (call: Parameters<typeof fly.owner>[0], status = 200) => {
    const res = await fly.owner(call);
    expect(res.statusCode, `${call.url}: ${res.body}`).toBe(status);
    return res.json();
  };
  await ok({
    method: 'PUT',
    url: `/api/stock/produtos/${fly.ids.product}/configuracao`,
    payload: { minimo: 10, embalagem_tipo: 'rigida_lavavel', embalagem_capacidade: 20 },
  });
  await ok({
    method: 'PUT',
    url: '/api/stock/combustivel/configuracao',
    payload: { combustivel: 'avgas', minimo: 100 },
  });
  await ok({
    method: 'PUT',
    url: `/api/stock/aeronaves/${fly.ids.aircraft}/combustivel`,
    payload: { combustivel: 'avgas', consumo_l_h: 60 },
  });
  const lots = await stockUp(fly.owner, [
    {
      product_id: fly.ids.product,
      lote: 'A-1',
      quantidade: 100,
      validade: '2027-12-31',
      codigo_fornecedor: 'FX5',
    },
    { combustivel: 'avgas', lote: 'AV-1', quantidade: 500, custo_unitario_cents: 800 },
  ]);
  await ok(
    {
      method: 'POST',
      url: '/api/stock/ajustes',
      payload: { lot_id: lots['A-1'], motivo: 'perda', quantidade: 1, observacao: 'Vazamento' },
    },
    201,
  );
  await ok(
    {
      method: 'POST',
      url: '/api/stock/combustivel/saidas',
      payload: { operation_id: operation, combustivel: 'avgas', litros: 50 },
    },
    201,
  );
  const owed = await ok({ method: 'GET', url: '/api/stock/embalagens' });
  await ok(
    {
      method: 'POST',
      url: '/api/stock/devolucoes',
      payload: {
        data: '2026-11-20',
        unidade_recebimento: 'Central inpEV Sorriso-MT',
        numero_comprovante: 'R-1',
        triplice_lavagem: true,
        itens: [{ obligation_id: owed.embalagens[0].id, quantidade: 2 }],
      },
    },
    201,
  );
  await t.db.insert(stockShortfalls).values({
    company_id: fly.companyId,
    operation_id: operation,
    product_id: fly.ids.product,
    quantidade: 1,
    unidade: 'L',
  });
}

/** A's bank account with one imported statement line. */
async function statementLineOf(companyId: string) {
  const [account] = await t.db
    .insert(bankAccounts)
    .values({ company_id: companyId, nome: 'Banco do Brasil', saldo_inicial_data: '2026-11-01' })
    .returning();
  const [imported] = await t.db
    .insert(bankStatementImports)
    .values({
      company_id: companyId,
      bank_account_id: account!.id,
      formato: 'ofx',
      nome_arquivo: 'extrato.ofx',
      linhas: 1,
      novas: 1,
    })
    .returning();
  await t.db.insert(bankStatementLines).values({
    company_id: companyId,
    bank_account_id: account!.id,
    import_id: imported!.id,
    fitid: '1',
    data: '2026-11-10',
    valor_cents: 100_00,
    descricao: 'PIX RECEBIDO',
  });
}

/** A's payable with a payment: a category, an account, a title, its installment, a payment. */
async function paidTitleOf(owner: Awaited<ReturnType<typeof companyReadyToFly>>['owner']) {
  const account = await owner({ method: 'POST', url: '/api/accounting/contas', payload: ACCOUNT });
  const options = (await owner({ method: 'GET', url: '/api/accounting/opcoes' })).json();
  const category = options.categorias.find((c: { tipo: string }) => c.tipo === 'despesa').id;
  const title = await owner({
    method: 'POST',
    url: '/api/accounting/titulos',
    payload: titlePayload(category),
  });
  const paid = await owner(payRequest(title.json().parcelas[0].id, account.json().id, 100));
  expect(paid.statusCode, paid.body).toBe(201);
}

/** A's HR: an employee with a document, the payroll tables, and a month's run with its item. */
async function hrOf(owner: Awaited<ReturnType<typeof companyReadyToFly>>['owner']) {
  const employee = await addEmployee(owner, EMPLOYEE.agronomist);
  const calls = [
    {
      method: 'POST',
      url: `/api/hr/funcionarios/${employee.id}/documentos`,
      payload: { tipo: 'aso', validade: '2027-01-10' },
    },
    { method: 'GET', url: '/api/hr/tabelas' },
    { method: 'POST', url: '/api/hr/folhas', payload: { tipo: 'mensal', competencia: '2026-11' } },
  ] as const;
  for (const call of calls) {
    const res = await owner(call);
    expect(res.statusCode, `${call.url}: ${res.body}`).toBeLessThan(300);
  }
}

/** Every row of A, table by table, to compare before and after. */
async function snapshotOf(companyId: string) {
  const tables: Record<string, unknown[]> = {
    companies: await t.db.select().from(companies).where(eq(companies.id, companyId)),
  };
  for (const table of companyTables)
    tables[getTableName(table)] = await t.db
      .select()
      .from(table)
      .where(eq(table.company_id, companyId))
      .orderBy(sql`1`);
  return tables;
}

/** Every value A's rows hold in an id column, by `table.column`. */
async function idsOf(companyId: string, snapshot: Record<string, unknown[]>) {
  const byColumn = new Map<string, string[]>();
  for (const [table, rows] of Object.entries(snapshot))
    for (const row of rows as Record<string, unknown>[])
      for (const [column, value] of Object.entries(row))
        if ((column === 'id' || column.endsWith('_id')) && typeof value === 'string')
          byColumn.set(`${table}.${column}`, [
            ...(byColumn.get(`${table}.${column}`) ?? []),
            value,
          ]);
  byColumn.delete('profiles.company_id');
  return { byColumn, all: new Set([companyId, ...[...byColumn.values()].flat()]) };
}

describe("company B never reaches company A's data", () => {
  it('through any route of the table', async () => {
    const a = await companyA();
    const b = await signUpCompany(app(), {
      email: 'dono@empresa-b.com.br',
      companyName: 'Empresa B',
    });
    const asB = caller(app(), b.cookie);
    const before = await snapshotOf(a);
    const { byColumn, all } = await idsOf(a, before);
    const leaks = (body: string) => [...all].filter((id) => body.includes(id));

    const answered: string[] = [];
    for (const route of app().routeTable) {
      const rule = routeAccess(route);
      const method = String(route.method) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      if (!route.url.startsWith('/api/') || method === ('HEAD' as string) || !rule) continue;
      if (rule.scope !== 'company' && rule.scope !== 'platform-admin') continue;
      const params = pathParams(route.url);
      if (params.length === 0 && method !== 'GET' && rule.scope === 'company') continue;

      const shape = (route.schema?.params as ZodObject | undefined)?.shape ?? {};
      const owned = rule.scope === 'company' ? (rule.owns ?? {}) : {};
      let url = route.url;
      for (const param of params) {
        const choice = shape[param];
        const column = owned[param];
        const value =
          choice instanceof ZodEnum
            ? String(choice.options[0])
            : column
              ? byColumn.get(`${getTableName(column.table)}.${column.name}`)?.[0]
              : [...all][0];
        expect(value, `${method} ${route.url}: A has no ${param}`).toBeDefined();
        url = url.replace(`:${param}`, value!);
      }
      const res = await asB({ method, url, ...(method !== 'GET' && { payload: {} }) });
      const where = `${method} ${url} → ${res.statusCode}`;
      answered.push(where);
      // A path naming one of A's rows answers 403/404; one naming a choice (a report) is a list.
      const ids = params.filter((param) => !(shape[param] instanceof ZodEnum));
      if (ids.length > 0 || rule.scope === 'platform-admin')
        expect([403, 404], where).toContain(res.statusCode);
      expect(leaks(res.body), where).toEqual([]);
    }

    expect(answered.length).toBeGreaterThan(40);
    expect(await snapshotOf(a)).toEqual(before);
    // The walk reached the rows that matter: A's operation is still there, untouched.
    expect(await t.db.select().from(operations).where(eq(operations.company_id, a))).toHaveLength(
      1,
    );
  });
});
