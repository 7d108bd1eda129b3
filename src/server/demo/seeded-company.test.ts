import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  aircraft,
  bankStatementLines,
  financeTitleOperations,
  flightAudits,
  flightImports,
  operationReports,
  operations,
  stockAircraftFuel,
  stockContainerReturns,
  stockLots,
  stockMovements,
  stockShortfalls,
  properties,
  proposals,
  users,
} from '../db/schema/index.ts';
import { difference } from '@turf/difference';
import { feature, featureCollection } from '@turf/helpers';
import type { Area } from '../../domain/flight/shapes.ts';
import { areaHa } from '../../domain/geo/polygon.ts';
import { missingForConclusion } from '../../domain/operations/completeness.ts';
import { sha256 } from '../operations/frozen-reports.ts';
import { loadReportData } from '../operations/report-data.ts';
import { DEMO_COMPANY } from '../../domain/demo/values.ts';
import { installmentStatus, type InstallmentFacts } from '../../domain/accounting/status.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { listAccounts } from '../accounting/accounts.ts';
import { statementLinePage } from '../accounting/statements.ts';
import { queryRows } from '../db/database.ts';
import { useTestApp } from '../test/app.ts';
import { cookieFrom, logIn } from '../test/session.ts';
import type { OperationReportData } from '../../domain/operations/report-data.ts';
import { DEMO_DISTANCE_JUSTIFICATION } from './art10.ts';
import { seedDemoCompany } from './seed.ts';

const clock = { now: () => new Date('2026-11-22T12:00:00-03:00') };
// The tests only read the company the file seeds once: seeding is most of what each one costs.
const t = useTestApp({ clock, emptied: 'once' });
let demo: Extract<Awaited<ReturnType<typeof seedDemoCompany>>, { created: true }>;
beforeAll(async () => {
  const seeded = await seedDemoCompany({ db: t.db, auth: t.app.auth, clock });
  if (!seeded.created) throw new Error('expected a new demo company');
  demo = seeded;
});

describe('the seeded demo company', () => {
  it('has an approved proposal that scheduled its next flight, one sent and one draft', async () => {
    const rows = await t.db
      .select()
      .from(proposals)
      .where(eq(proposals.company_id, demo.company.id));
    expect(rows.map((p) => p.status).sort()).toEqual(['aprovada', 'enviada', 'rascunho']);
    const approved = rows.find((p) => p.status === 'aprovada')!;
    // 500 ha × R$ 40,00 with 3 % off.
    expect(approved).toMatchObject({ subtotal_cents: 2_000_000, total_cents: 1_940_000 });
    const linked = await t.db
      .select()
      .from(operations)
      .where(eq(operations.proposal_id, approved.id));
    expect(linked).toHaveLength(1);
    expect(linked[0]!.status).toBe('agendada');
  });

  it('flies one drone too: a DJI Agras scheduled under Portaria MAPA nº 298/2021 (issue 40)', async () => {
    const reports = await loadReportData(t.db, demo.company.id);
    const drone = reports.filter((r) => r.regra === 'portaria-298-2021');
    expect(drone.map((r) => [r.operation.status, r.aeronave?.prefixo, r.piloto?.nome])).toEqual([
      ['agendada', 'PP-202600042', 'Juliana Rocha'],
    ]);
    expect(drone[0]!.company.registro_mapa_arp).toBe('MT-ARP-00318');
    expect(drone[0]!.piloto?.caar_certificado).toBe('CAAR-2025-0318');
  });

  it('comes with its registers and a season of complete operations', async () => {
    const reports = await loadReportData(t.db, demo.company.id);
    const concluded = reports.filter((r) => r.operation.status === 'concluida');
    expect(concluded.length).toBeGreaterThan(40);
    expect(reports.some((r) => r.operation.status === 'agendada')).toBe(true);
    for (const report of concluded) expect(missingForConclusion(report)).toEqual([]);
    const crops = new Set(concluded.map((r) => r.cultura!.nome));
    expect([...crops].sort()).toEqual(['Algodão', 'Milho', 'Soja']);
    const [plane] = await t.db.select().from(aircraft).where(eq(aircraft.prefixo, 'PR-DMO'));
    expect(plane).toMatchObject({ modelo: 'AT-502B', capacidade_hopper_l: 1892 });
    const [farm] = await t.db
      .select()
      .from(properties)
      .where(eq(properties.nome, 'Fazenda Esperança'));
    expect(farm!.area_ha).toBe(500);
    for (const op of await t.db
      .select()
      .from(operations)
      .where(eq(operations.status, 'concluida'))) {
      const perHour = op.area_ha! / (op.horimetro_fim! - op.horimetro_inicio!);
      expect(perHour).toBeGreaterThan(45);
      expect(perHour).toBeLessThan(95);
      expect(op.preco_unitario_cents).toBeGreaterThanOrEqual(12_000);
      expect(op.preco_unitario_cents).toBeLessThanOrEqual(15_000);
    }
  });

  it('has taken the products of its concluded flights from the lots of its purchase, and only theirs', async () => {
    const concluded = await t.db
      .select({ id: operations.id })
      .from(operations)
      .where(and(eq(operations.company_id, demo.company.id), eq(operations.status, 'concluida')));
    const consumed = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.company_id, demo.company.id));
    const exits = consumed.filter((m) => m.kind !== 'entrada');
    expect(exits.every((m) => m.kind === 'consumo' && m.quantity < 0 && m.lot_id)).toBe(true);
    expect(new Set(exits.map((m) => m.operation_id))).toEqual(new Set(concluded.map((o) => o.id)));
    // The purchase covers the season: no flight concluded short, no lot below zero.
    expect(await t.db.select().from(stockShortfalls)).toEqual([]);
    const lots = await t.db
      .select()
      .from(stockLots)
      .where(eq(stockLots.company_id, demo.company.id));
    expect(lots.length).toBeGreaterThan(0);
    expect(lots.every((lot) => lot.saldo > 0)).toBe(true);
  });

  it('has fuelled its concluded flights by their horímetro and returned half of its containers', async () => {
    const fleet = await t.db.select().from(stockAircraftFuel);
    expect(fleet.map((f) => [f.combustivel, f.consumo_l_h]).sort()).toEqual([
      ['etanol', 62],
      ['jet_a1', 220],
    ]);
    const fuel = (
      await t.db.select().from(stockMovements).where(eq(stockMovements.company_id, demo.company.id))
    ).filter((m) => m.combustivel !== null && m.kind === 'consumo');
    const flights = await t.db
      .select()
      .from(operations)
      .where(and(eq(operations.company_id, demo.company.id), eq(operations.status, 'concluida')));
    expect(new Set(fuel.map((m) => m.operation_id))).toEqual(new Set(flights.map((f) => f.id)));
    for (const flight of flights) {
      const litres = -fuel
        .filter((m) => m.operation_id === flight.id)
        .reduce((sum, m) => sum + m.quantity, 0);
      const perHour =
        flight.aircraft_id === fleet.find((f) => f.combustivel === 'etanol')!.aircraft_id
          ? 62
          : 220;
      expect(litres).toBeCloseTo(perHour * (flight.horimetro_fim! - flight.horimetro_inicio!), 0);
    }
    const fuelLots = (await t.db.select().from(stockLots)).filter((lot) => lot.combustivel);
    expect(fuelLots.map((lot) => lot.combustivel).sort()).toEqual(['etanol', 'jet_a1']);
    expect(fuelLots.every((lot) => lot.saldo > 0)).toBe(true);
    const [returned] = await t.db.select().from(stockContainerReturns);
    expect(returned).toMatchObject({ triplice_lavagem: true });
    const login = await logIn(t.app, DEMO_COMPANY.contact_email, demo.login.password);
    const owed = await t.app.inject({
      method: 'GET',
      url: '/api/stock/embalagens',
      headers: { cookie: cookieFrom(login) },
    });
    const lines = owed.json().embalagens as { devolvidas: number; pendentes: number }[];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.devolvidas > 0 && line.pendentes > 0)).toBe(true);
  });

  it("has each concluded flight's relatório frozen as a conclusion freezes it: version 1, its digest on the page, its PDF served as stored", async () => {
    // Decision 029: the demo's concluded flights freeze through the conclusion's own code.
    const concluded = await t.db
      .select({ id: operations.id, concluded_at: operations.concluded_at })
      .from(operations)
      .where(eq(operations.status, 'concluida'));
    const frozen = await t.db.select().from(operationReports);
    expect(frozen.map((r) => r.operation_id).sort()).toEqual(concluded.map((o) => o.id).sort());
    const concludedAt = new Map(concluded.map((o) => [o.id, o.concluded_at]));
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_COMPANY.contact_email));
    for (const version of frozen) {
      expect(version).toMatchObject({ versao: 1, motivo: null, emitido_por: owner!.id });
      expect(version.emitido_em).toEqual(concludedAt.get(version.operation_id));
      expect(version.pdf_sha256).toBe(sha256(version.pdf));
    }
    const login = await logIn(t.app, DEMO_COMPANY.contact_email, demo.login.password);
    const [first] = frozen;
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/operations/${first!.operation_id}`,
      headers: { cookie: cookieFrom(login) },
    });
    expect(page.json().registro).toMatchObject({
      vigente: 1,
      versoes: [{ versao: 1, pdf_sha256: first!.pdf_sha256 }],
      cadastros_alterados: [],
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/operations/${first!.operation_id}/relatorio.pdf`,
      headers: { cookie: cookieFrom(login) },
    });
    expect(sha256(pdf.rawPayload)).toBe(first!.pdf_sha256);
  });

  it('has two flights with applied-area files, one flown near a dwelling and concluded with its justification, both frozen so (issue 39)', async () => {
    const imported = await t.db
      .selectDistinct({ id: flightImports.operation_id })
      .from(flightImports);
    expect(imported).toHaveLength(2);
    const frozen = await t.db
      .select({ id: operationReports.operation_id, dados: operationReports.dados })
      .from(operationReports)
      .where(
        inArray(
          operationReports.operation_id,
          imported.map((i) => i.id),
        ),
      );
    const data = frozen.map((f) => f.dados as OperationReportData);
    expect(data.every((d) => d.area_tratada?.origem === 'declarada')).toBe(true);
    // IN MAPA nº 2/2008, Art. 10, I, b: 250 m from an isolated dwelling. The dwelling stands 300 m
    // east of the fence; the clean flight's passes stay on its talhão, west of the fence (more
    // than 300 m, no warning), the other's last pass runs (12 % + 40 %) of a pass's width
    // (2 236 m / 12 = 186 m) past it, about 97 m: the applied area reaches about 203 m from the
    // dwelling.
    const warned = await t.db
      .select({
        id: operations.id,
        alertas: operations.distancias_alertas,
        justificativa: operations.distancias_justificativa,
      })
      .from(operations)
      .where(sql`jsonb_array_length(${operations.distancias_alertas}) > 0`);
    expect(warned).toHaveLength(1);
    expect(imported.map((i) => i.id)).toContain(warned[0]!.id);
    expect(warned[0]!.alertas).toEqual([
      expect.stringMatching(
        /^Casa do retiro \(moradia isolada\) a 20\d m da área tratada, abaixo do mínimo de 250 m \(IN MAPA nº 2\/2008, Art\. 10, I, b\)\.$/,
      ),
    ]);
    expect(warned[0]!.justificativa).toBe(DEMO_DISTANCE_JUSTIFICATION);
    const report = data.find((d) => d.operation.id === warned[0]!.id)!;
    expect(report.distancias).toMatchObject({
      alertas: warned[0]!.alertas,
      justificativa: DEMO_DISTANCE_JUSTIFICATION,
    });
  });

  it("has one flight on a talhão of its own inside the farm's boundary, its audit, report and croqui measured from it (issue 39)", async () => {
    const drawn = await t.db
      .select({ id: operations.id, talhao: operations.talhao, boundary: properties.boundary })
      .from(operations)
      .innerJoin(properties, eq(properties.id, operations.property_id))
      .where(sql`${operations.talhao} is not null`);
    expect(drawn).toHaveLength(1);
    const [{ id, talhao, boundary }] = drawn as [{ id: string; talhao: Area; boundary: Area }];
    // Inside the boundary: nothing of the plot is left once the boundary is taken from it, and
    // it is a part of the farm, not all of it.
    expect(difference(featureCollection([feature(talhao), feature(boundary)]))).toBeNull();
    expect(areaHa(talhao)).toBeLessThan(areaHa(boundary) * 0.9);
    // Its applied area is one of the two imports, audited against the plot: flown clean on it.
    const [audit] = await t.db.select().from(flightAudits).where(eq(flightAudits.operation_id, id));
    expect(audit!.talhao).toEqual(talhao);
    expect(audit!.figuras.talhao_ha).toBeCloseTo(areaHa(talhao), 2);
    expect(audit!.figuras.fora_ha).toBe(0);
    // Its relatório was frozen with the plot: the croqui draws it, the distances start at it.
    const [frozen] = await t.db
      .select({ dados: operationReports.dados })
      .from(operationReports)
      .where(eq(operationReports.operation_id, id));
    expect((frozen!.dados as OperationReportData).operation.talhao).toEqual(talhao);
  });

  it('keeps a season of accounting: receivables of its flights, bills, and a reconciled statement', async () => {
    const { accounts, installments, page, links, fatura } = await t.database.inCompany(
      demo.company.id,
      async (db) => ({
        accounts: await listAccounts(db),
        installments: await queryRows<InstallmentFacts & { lado: string; estoque: boolean }>(
          db,
          sql`select t.lado, t.stock_entry_id is not null as estoque,
            t.cancelado_at is not null as cancelado, i.valor_cents::float8 as valor_cents,
            to_char(i.vencimento, 'YYYY-MM-DD') as vencimento,
            coalesce((select sum(valor_cents) from finance_payments p
              where p.installment_id = i.id), 0)::float8 as pago_cents
          from finance_installments i join finance_titles t on t.id = i.title_id`,
        ),
        page: await statementLinePage(db, { bank_account_id: null, status: null, pagina: 1 }),
        links: await db.select().from(financeTitleOperations),
        fatura: await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from finance_installments
          where title_id = (select title_id from finance_title_operations
            group by title_id having count(*) = 2)`,
        ),
      }),
    );
    expect(accounts.map((a) => a.nome).sort()).toEqual([
      'Banco do Brasil — conta movimento',
      'Sicredi',
    ]);
    expect(accounts.every((a) => a.saldo_cents > 0)).toBe(true);
    // Every concluded flight is billed: one fatura of two, the rest one receivable each.
    const concluded = await t.db
      .select({ id: operations.id })
      .from(operations)
      .where(and(eq(operations.company_id, demo.company.id), eq(operations.status, 'concluida')));
    expect(new Set(links.map((l) => l.operation_id))).toEqual(new Set(concluded.map((o) => o.id)));
    expect(fatura).toEqual([{ n: 3 }]);
    const status = (lado: string) =>
      installments
        .filter((i) => i.lado === lado)
        .map((i) => installmentStatus(i, todayInSaoPaulo(clock.now())));
    const count = (list: string[], wanted: string) => list.filter((s) => s === wanted).length;
    const receivables = status('receber');
    expect(count(receivables, 'vencido')).toBe(2);
    expect(count(receivables, 'pendente')).toBeGreaterThan(0);
    expect(count(receivables, 'pago')).toBeGreaterThan(receivables.length / 2);
    expect(count(status('pagar'), 'vencido')).toBe(0);
    const fromStock = installments.filter((i) => i.estoque);
    expect(fromStock.length).toBeGreaterThan(0);
    expect(fromStock.every((i) => i.pago_cents === i.valor_cents)).toBe(true);
    // Banco do Brasil's statement: its lines reconciled to the payments, two still waiting.
    expect(page.items).toHaveLength(2);
    expect(page.items.every((line) => line.sugestoes[0]?.confianca === 'alta')).toBe(true);
    const lines = await t.db.select().from(bankStatementLines);
    expect(lines.filter((line) => line.status === 'conciliada').length).toBeGreaterThan(5);
  });
});
