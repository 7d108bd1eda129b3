import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { reportedAreaHa } from '../../domain/flight/reported-area.ts';
import { integerCentsProblem } from '../../domain/money.ts';
import { documentNumber } from '../../domain/numbering.ts';
import { missingForConclusion } from '../../domain/operations/completeness.ts';
import type { OperationInput } from '../../domain/operations/contracts.ts';
import { operationValueCents } from '../../domain/operations/quantities.ts';
import {
  EDITABLE_STATUSES,
  isEditable,
  mayPerform,
  nextStatus,
  type OperationAction,
} from '../../domain/operations/status.ts';
import {
  DEFAULT_WEATHER_WINDOW,
  PILOT_EDITABLE_FIELDS,
  type WeatherWindow,
} from '../../domain/operations/values.ts';
import { weatherWarnings } from '../../domain/operations/weather.ts';
import type { Db } from '../db/database.ts';
import { insertNumbered } from '../db/numbered.ts';
import { aircraft, operationProducts, operations, services } from '../db/schema/index.ts';
import {
  billConcludedOperation,
  unbillReopenedOperation,
} from '../accounting/operation-receivables.ts';
import { flightsRestricted, type Actor } from '../tenancy/actor.ts';
import { findOperation } from '../tenancy/operation-row.ts';
import { AppError } from '../platform/app-error.ts';
import {
  consumeOperationProducts,
  operationConsumption,
  reverseOperationConsumption,
} from '../stock/ledger.ts';
import { changedRegisters } from '../../domain/operations/frozen.ts';
import {
  freezeConcluded,
  listVersions,
  reopenReason,
  supersedeVersion,
  versionInForce,
} from './frozen-reports.ts';
import { assertSchedulable } from '../fleet/maintenance.ts';
import { checkReferences } from './references.ts';
import { flightOfAircraft, flightOfOperation } from './kind-fields.ts';
import { loadReportData } from './report-data.ts';
import { requiredMessage } from '../../domain/agreement.ts';
import { justificationLabel } from '../../domain/distances/contracts.ts';

type OperationRow = typeof operations.$inferSelect;

/** The company's weather window (DESIGN §5), its own or the defaults. */
const weatherWindowOf = (actor: Actor): WeatherWindow =>
  actor.company.janela_meteorologica ?? DEFAULT_WEATHER_WINDOW;

type OperationColumns = Omit<OperationInput, 'products'>;

function splitInput(input: OperationInput): {
  columns: OperationColumns;
  lines: OperationInput['products'];
} {
  const { products: lines, ...columns } = input;
  return { columns, lines };
}

async function replaceProducts(
  tx: Db,
  companyId: string,
  operationId: string,
  lines: OperationInput['products'],
) {
  await tx.delete(operationProducts).where(eq(operationProducts.operation_id, operationId));
  if (lines.length === 0) return;
  await tx.insert(operationProducts).values(
    lines.map((line, index) => ({
      ...line,
      company_id: companyId,
      operation_id: operationId,
      posicao: index + 1,
    })),
  );
}

/** A pilot creates only flights they fly: the pilot is theirs, chosen for them when single. */
function pilotForCreation(actor: Actor, input: OperationInput): OperationInput {
  if (!flightsRestricted(actor)) return input;
  const mine = actor.pilotIds;
  if (input.pilot_id === null && mine.length === 1) return { ...input, pilot_id: mine[0]! };
  if (input.pilot_id === null || !mine.includes(input.pilot_id)) {
    if (mine.length === 0)
      throw new AppError(
        'FORBIDDEN',
        undefined,
        'Seu usuário não está ligado a um piloto em Cadastros.',
      );
    throw new AppError('FORBIDDEN', { pilot_id: 'Um piloto só registra os próprios voos.' });
  }
  return input;
}

const NUMBER_CONSTRAINT = 'operations_company_number_unique';

export async function createOperation(db: Db, actor: Actor, raw: OperationInput) {
  const input = pilotForCreation(actor, raw);
  await checkReferences(db, actor.companyId, input);
  await assertSchedulable(db, actor.companyId, input.aircraft_id, input.data);
  return insertNumberedOperation(db, actor, input);
}

/** Inserts an operation with its company's next number for the year of its date. */
export function insertNumberedOperation(
  db: Db,
  actor: Pick<Actor, 'companyId' | 'userId'>,
  input: OperationInput,
  proposalId: string | null = null,
) {
  const numbering = { table: operations, constraint: NUMBER_CONSTRAINT };
  return insertNumbered(db, numbering, actor, input.data, async (tx, numbered) => {
    const { columns, lines } = splitInput(await flightOfAircraft(tx, input.aircraft_id, input));
    const [row] = await tx
      .insert(operations)
      .values({ ...columns, ...numbered, proposal_id: proposalId })
      .returning();
    await replaceProducts(tx, actor.companyId, row!.id, lines);
    return row!;
  });
}

const stillEditable = inArray(operations.status, [...EDITABLE_STATUSES]);

/** What a pilot may change of an operation still open: times, weather, horímetro and notes. */
export async function updatePilotFields(
  db: Db,
  actor: Pick<Actor, 'now'>,
  id: string,
  raw: OperationInput,
) {
  const input = await flightOfOperation(db, id, raw);
  const patch = Object.fromEntries(PILOT_EDITABLE_FIELDS.map((field) => [field, input[field]]));
  const [row] = await db
    .update(operations)
    .set({ ...patch, updated_at: actor.now })
    .where(and(eq(operations.id, id), stillEditable))
    .returning();
  if (!row) throw new AppError('OPERATION_CLOSED');
  return row;
}

export async function updateOperation(db: Db, actor: Actor, id: string, input: OperationInput) {
  const current = await findOperation(db, actor, id);
  if (!isEditable(current.status)) throw new AppError('OPERATION_CLOSED');
  if (actor.role === 'pilot') return updatePilotFields(db, actor, id, input);
  await checkReferences(db, actor.companyId, input);
  // A past-due aircraft is refused when it is booked anew: chosen, or moved to another day.
  if (input.aircraft_id !== current.aircraft_id || input.data !== current.data)
    await assertSchedulable(db, actor.companyId, input.aircraft_id, input.data);
  const { columns, lines } = splitInput(await flightOfAircraft(db, input.aircraft_id, input));
  return db.transaction(async (tx) => {
    // Moved to another property, the plot drawn on the first one no longer applies.
    const moved = input.property_id !== current.property_id && { talhao: null };
    const [row] = await tx
      .update(operations)
      .set({ ...columns, ...moved, updated_at: actor.now })
      .where(and(eq(operations.id, id), eq(operations.company_id, actor.companyId), stillEditable))
      .returning();
    // Concluded (and its stock consumed) since it was read: the edit must not change it.
    if (!row) throw new AppError('OPERATION_CLOSED');
    await replaceProducts(tx, actor.companyId, id, lines);
    return row;
  });
}

/**
 * The operation, its products, what concluding still needs, the weather warnings and, once
 * concluded, what it took from stock. A concluded operation's report is its frozen version in
 * force (decision 029), with the registers that changed since it was frozen.
 */
export async function operationDetail(db: Db, actor: Actor, id: string) {
  const row = await findOperation(db, actor, id);
  const [data] = await loadReportData(db, actor.companyId, eq(operations.id, id));
  const frozen = row.status === 'concluida' ? await versionInForce(db, id) : null;
  const lines = await db
    .select()
    .from(operationProducts)
    .where(eq(operationProducts.operation_id, id))
    .orderBy(asc(operationProducts.posicao));
  return {
    operation: { ...toApi(row), numero: documentNumber(row) },
    products: lines.map(({ product_id, dose_por_ha, receituario_numero, receituario_data }) => ({
      product_id,
      dose_por_ha,
      receituario_numero,
      receituario_data,
    })),
    faltando: missingForConclusion(data!),
    alertas_clima: weatherWarnings(row, weatherWindowOf(actor)),
    baixa_estoque:
      row.status === 'concluida' ? await operationConsumption(db, actor.companyId, id) : [],
    report: frozen?.dados ?? data!,
    registro: {
      versoes: await listVersions(db, id),
      vigente: frozen?.versao ?? null,
      cadastros_alterados: frozen ? changedRegisters(frozen.dados, data!) : [],
    },
  };
}

function toApi(row: OperationRow) {
  const { company_id: _company, horas_voo: _hours, ...rest } = row;
  return {
    ...rest,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    concluded_at: row.concluded_at?.toISOString() ?? null,
  };
}

/**
 * Status actions. Concluding checks every field the report needs, asks for confirmation of
 * weather outside the window, fixes the value, advances the aircraft's horímetro and consumes
 * the products from stock — once: a retried conclusion finds the operation concluded and
 * changes nothing. Reopening gives the consumption back (a concluded operation cannot be
 * cancelled without reopening it first).
 */
export async function performAction(
  db: Db,
  actor: Actor,
  id: string,
  action: OperationAction,
  options: {
    confirmarClima: boolean;
    /** Why the application went ahead under the Art. 10 distances (required then: decision 038). */
    justificativaDistancias?: string;
    /** Why a concluded operation is reopened (required then: decision 029). */
    motivo?: string;
    /** The company's logo for the frozen PDF's letterhead (none without it). */
    logo?: (db: Db) => Promise<Buffer | null>;
    /** Who concluded it in the field, when another applies his conclusion (decision 039). */
    concludedBy?: string;
  },
) {
  if (!mayPerform(actor.role, action)) throw new AppError('FORBIDDEN');
  const current = await findOperation(db, actor, id);
  if (action === 'concluir' && current.status === 'concluida')
    return operationDetail(db, actor, id);
  const target = nextStatus(current.status, action);
  if (!target) throw new AppError('OPERATION_ACTION_INVALID');
  const supersedes = action === 'reabrir' && current.status === 'concluida';
  const motivo = supersedes ? reopenReason(options.motivo) : null;

  await db.transaction(async (tx) => {
    if (action !== 'concluir') {
      const moved = await tx
        .update(operations)
        .set({
          status: target,
          ...(action === 'reabrir' && {
            concluded_at: null,
            concluded_by: null,
            valor_cents: null,
            clima_alertas: [],
            distancias_alertas: [],
            distancias_justificativa: null,
          }),
          updated_at: actor.now,
        })
        .where(and(eq(operations.id, id), eq(operations.status, current.status)))
        .returning({ id: operations.id });
      if (moved.length === 0) throw new AppError('OPERATION_ACTION_INVALID');
      if (action === 'reabrir') await reverseOperationConsumption(tx, actor, id);
      if (action === 'reabrir') await unbillReopenedOperation(tx, actor, id);
      if (motivo !== null)
        await supersedeVersion(tx, {
          operationId: id,
          userId: actor.userId,
          motivo,
          at: actor.now,
        });
      return;
    }
    const [data] = await loadReportData(tx, actor.companyId, eq(operations.id, id));
    const missing = missingForConclusion(data!);
    if (missing.length > 0)
      throw new AppError(
        'OPERATION_INCOMPLETE',
        Object.fromEntries(missing.map((item) => [item.field, item.label])),
        `Faltam dados para concluir: ${missing.map((item) => item.label).join(', ')}.`,
      );
    const warnings = weatherWarnings(current, weatherWindowOf(actor));
    if (warnings.length > 0 && !options.confirmarClima)
      throw new AppError(
        'WEATHER_CONFIRMATION_REQUIRED',
        undefined,
        `Condições fora da janela recomendada: ${warnings.join(' ')} Confirme para concluir.`,
      );
    // Under the Art. 10 distances the conclusion goes ahead with its reason, never without one.
    const distances = data!.distancias?.alertas ?? [];
    const justification = options.justificativaDistancias?.trim() || null;
    if (distances.length > 0 && !justification)
      throw new AppError(
        'DISTANCE_JUSTIFICATION_REQUIRED',
        { justificativaDistancias: requiredMessage(justificationLabel) },
        `Abaixo das distâncias mínimas: ${distances.join(' ')} Justifique para concluir.`,
      );
    const [service] = current.service_id
      ? await tx.select().from(services).where(eq(services.id, current.service_id))
      : [];
    const valor = operationValueCents({
      priceCents: current.preco_unitario_cents ?? service?.preco_cents ?? null,
      priceUnit: service?.unidade_preco ?? null,
      areaHa: current.area_ha,
      hours: current.horas_voo,
    });
    // Area × price is kept in an integer column: beyond it, nothing is concluded.
    const beyond = valor === null ? null : integerCentsProblem('O valor da operação', valor);
    if (beyond) throw new AppError('VALIDATION_FAILED', { preco_unitario_cents: beyond });
    // The status in the WHERE makes a concurrent second conclusion change nothing.
    const concluded = await tx
      .update(operations)
      .set({
        status: 'concluida',
        concluded_at: actor.now,
        concluded_by: options.concludedBy ?? actor.userId,
        clima_alertas: warnings,
        distancias_alertas: distances,
        distancias_justificativa: distances.length > 0 ? justification : null,
        valor_cents: valor,
        updated_at: actor.now,
      })
      .where(and(eq(operations.id, id), inArray(operations.status, ['agendada', 'em_andamento'])))
      .returning({ areaHa: operations.area_ha });
    if (concluded.length === 0) return;
    // The products leave the stock as the frozen report states them: dose × the area it prints
    // (the measured one when the office chose it), so the stock and the report agree.
    const reported = reportedAreaHa(concluded[0]!.areaHa, data!.area_tratada);
    await consumeOperationProducts(tx, actor, id, reported!);
    await billConcludedOperation(tx, actor, id);
    if (current.aircraft_id && current.horimetro_fim !== null)
      await tx
        .update(aircraft)
        .set({
          horimetro_atual: sql`greatest(coalesce(${aircraft.horimetro_atual}, 0), ${current.horimetro_fim})`,
          updated_at: actor.now,
        })
        .where(eq(aircraft.id, current.aircraft_id));
    // The report as it stands now, frozen with the conclusion (decision 029).
    await freezeConcluded(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      logo: options.logo ? await options.logo(tx) : null,
      concluded: [{ id, at: actor.now }],
    });
  });
  return operationDetail(db, actor, id);
}
