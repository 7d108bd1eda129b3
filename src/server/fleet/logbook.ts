import { createHash } from 'node:crypto';
import { and, between, eq, sql } from 'drizzle-orm';
import type {
  LogbookDay,
  LogbookEntryInput,
  LogbookFlight,
  LogbookQuery,
  LogbookResponse,
} from '../../domain/fleet/contracts.ts';
import { breakText, horimetroBreaks, type HorimetroFlight } from '../../domain/fleet/horimetro.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { documentNumber } from '../../domain/numbering.ts';
import { queryRows, type Db } from '../db/database.ts';
import { aircraft, logbookDays, logbookEntries, pilots } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { flightsRestricted, seesFlight, type Actor } from '../tenancy/actor.ts';
import { foundColumns, lockedRow } from '../tenancy/locked-row.ts';

type FlightRow = Omit<LogbookFlight, 'posterior' | 'corrigido' | 'operacao'> & {
  data: string;
  ano: number | null;
  sequencia: number | null;
};

const number = (value: unknown) => (value === null ? null : Number(value));

/**
 * The flights of an aircraft between two days, as the logbook reads them: each concluded
 * operation is an application (its horímetro or flight time, the fuel it consumed), beside the
 * flights written by hand. In order of day and time written.
 */
async function flightsOf(db: Db, companyId: string, aircraftId: string, de: string, ate: string) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from (
        select 'op:' || o.id as chave, 'aplicacao' as tipo, to_char(o.data, 'YYYY-MM-DD') as data,
          o.ano, o.sequencia, o.pilot_id, p.nome as piloto, null as tripulacao,
          o.hora_inicio as hora_decolagem, o.hora_fim as hora_pouso, o.horimetro_inicio,
          o.horimetro_fim, o.tempo_voo_min, o.ciclos_bateria, 1 as pousos,
          (select -sum(m.quantity) from stock_movements m where m.operation_id = o.id
            and m.combustivel is not null and m.kind in ('consumo', 'estorno')) as combustivel_l,
          null as ocorrencias, null as corrige, null as motivo_correcao, o.concluded_at as escrito_em
        from operations o left join pilots p on p.id = o.pilot_id
        where o.company_id = ${companyId} and o.aircraft_id = ${aircraftId}
          and o.status = 'concluida' and o.data between ${de}::date and ${ate}::date
        union all
        select 'lc:' || e.id, e.tipo::text, to_char(e.data, 'YYYY-MM-DD'), null, null, e.pilot_id,
          p.nome, e.tripulacao, e.hora_decolagem, e.hora_pouso, e.horimetro_inicio,
          e.horimetro_fim, e.tempo_voo_min, e.ciclos_bateria, e.pousos, e.combustivel_l,
          e.ocorrencias, e.corrige, e.motivo_correcao, e.created_at
        from logbook_entries e left join pilots p on p.id = e.pilot_id
        where e.company_id = ${companyId} and e.aircraft_id = ${aircraftId}
          and e.data between ${de}::date and ${ate}::date
      ) flights
      order by data, hora_decolagem nulls last, escrito_em`,
  );
  return rows.map((row): FlightRow => ({
    chave: row.chave as string,
    tipo: row.tipo as FlightRow['tipo'],
    data: row.data as string,
    ano: number(row.ano),
    sequencia: number(row.sequencia),
    pilot_id: row.pilot_id as string | null,
    piloto: row.piloto as string | null,
    tripulacao: row.tripulacao as string | null,
    hora_decolagem: row.hora_decolagem as string | null,
    hora_pouso: row.hora_pouso as string | null,
    horimetro_inicio: number(row.horimetro_inicio),
    horimetro_fim: number(row.horimetro_fim),
    tempo_voo_min: number(row.tempo_voo_min),
    ciclos_bateria: number(row.ciclos_bateria),
    pousos: Number(row.pousos),
    combustivel_l: number(row.combustivel_l),
    ocorrencias: row.ocorrencias as string | null,
    corrige: row.corrige as string | null,
    motivo_correcao: row.motivo_correcao as string | null,
  }));
}

/**
 * The aircraft's last record with both horímetro readings before `de` (a concluded operation or
 * an entry, not one since corrected): where the period's first flight should start.
 */
async function lastReadingBefore(
  db: Db,
  companyId: string,
  aircraftId: string,
  de: string,
): Promise<HorimetroFlight | null> {
  const [row] = await queryRows<
    HorimetroFlight & { horimetro_inicio: string; horimetro_fim: string }
  >(
    db,
    sql`select * from (
        select 'op:' || o.id as key, to_char(o.data, 'YYYY-MM-DD') as data,
          o.hora_inicio as hora, o.horimetro_inicio, o.horimetro_fim
        from operations o
        where o.company_id = ${companyId} and o.aircraft_id = ${aircraftId}
          and o.status = 'concluida' and o.data < ${de}::date
        union all
        select 'lc:' || e.id, to_char(e.data, 'YYYY-MM-DD'), e.hora_decolagem, e.horimetro_inicio,
          e.horimetro_fim
        from logbook_entries e
        where e.company_id = ${companyId} and e.aircraft_id = ${aircraftId}
          and e.data < ${de}::date
      ) flights
      where horimetro_inicio is not null and horimetro_fim is not null
        and not exists (select 1 from logbook_entries c
          where c.aircraft_id = ${aircraftId} and c.corrige = flights.key)
      order by data desc, horimetro_inicio desc, hora desc nulls last
      limit 1`,
  );
  return row
    ? {
        ...row,
        horimetro_inicio: Number(row.horimetro_inicio),
        horimetro_fim: Number(row.horimetro_fim),
      }
    : null;
}

/** A flight as the day shows it and as a signature seals it. */
const asFlight = ({ data: _, ano, sequencia, ...row }: FlightRow): LogbookFlight => ({
  ...row,
  operacao: ano !== null && sequencia !== null ? documentNumber({ ano, sequencia }) : null,
  posterior: false,
  corrigido: false,
});

/** The content a signature seals: the aircraft, the day and its flights, as JSON text. */
const sealedContent = (prefixo: string, data: string, voos: LogbookFlight[]) =>
  JSON.stringify({ aeronave: prefixo, data, voos });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function aircraftOf(db: Db, aircraftId: string) {
  return foundColumns(db, aircraft, aircraftId, {
    id: aircraft.id,
    prefixo: aircraft.prefixo,
    tipo: aircraft.tipo,
  });
}

/**
 * An aircraft's logbook between two days (ANAC Res. 773/2025, per working day): each day with
 * flights, its flights (a signed day's as signed, and what was written after it marked so), the
 * horímetro's gaps and overlaps, and its signature. A pilot sees the days they flew.
 */
export async function readLogbook(
  db: Db,
  actor: Actor,
  aircraftId: string,
  q: LogbookQuery,
): Promise<LogbookResponse> {
  const plane = await aircraftOf(db, aircraftId);
  const [flights, before, signed] = await Promise.all([
    flightsOf(db, actor.companyId, aircraftId, q.de, q.ate),
    lastReadingBefore(db, actor.companyId, aircraftId, q.de),
    db
      .select({
        data: logbookDays.data,
        conteudo: logbookDays.conteudo,
        sha256: logbookDays.conteudo_sha256,
        assinado_em: logbookDays.assinado_em,
        piloto: pilots.nome,
      })
      .from(logbookDays)
      .innerJoin(pilots, eq(pilots.id, logbookDays.pilot_id))
      .where(and(eq(logbookDays.aircraft_id, aircraftId), between(logbookDays.data, q.de, q.ate))),
  ]);
  const signedByDay = new Map(signed.map((day) => [day.data, day]));
  const days = new Set([...flights.map((f) => f.data), ...signed.map((d) => d.data)]);
  const today = todayInSaoPaulo(actor.now);

  const built = [...days].sort().map((data) => {
    const live = flights.filter((f) => f.data === data).map(asFlight);
    const seal = signedByDay.get(data);
    // A day sealed before corrections carried their reason has none in its flights.
    const sealed: LogbookFlight[] = seal
      ? (JSON.parse(seal.conteudo) as { voos: LogbookFlight[] }).voos.map((f) => ({
          ...f,
          motivo_correcao: f.motivo_correcao ?? null,
        }))
      : [];
    const sealedKeys = new Set(sealed.map((f) => f.chave));
    const voos = [
      ...sealed,
      ...live.filter((f) => !sealedKeys.has(f.chave)).map((f) => ({ ...f, posterior: !!seal })),
    ];
    return { data, voos, seal };
  });
  // Corrected entries are read through their corrections, over the whole period.
  const corrected = new Set(
    built.flatMap(({ voos }) => voos.map((f) => f.corrige).filter((key) => key !== null)),
  );
  const effective = built.flatMap(({ data, voos }) =>
    voos
      .filter((f) => !corrected.has(f.chave))
      .map((f) => ({ ...f, key: f.chave, data, hora: f.hora_decolagem })),
  );
  const breaks = horimetroBreaks(effective, before);

  const dias: LogbookDay[] = built.map(({ data, voos, seal }) => {
    const marked = voos.map((f) => ({ ...f, corrigido: corrected.has(f.chave) }));
    const keys = new Set(voos.map((f) => f.chave));
    return {
      data,
      voos: marked,
      avisos: breaks.filter((b) => keys.has(b.key)).map(breakText),
      assinatura: seal
        ? { piloto: seal.piloto, assinado_em: seal.assinado_em, sha256: seal.sha256 }
        : null,
      pode_assinar:
        !seal &&
        data <= today &&
        voos.some((f) => f.pilot_id && actor.pilotIds.includes(f.pilot_id)),
    };
  });
  return {
    aeronave: plane,
    dias: flightsRestricted(actor)
      ? dias.filter((day) => day.voos.some((f) => f.pilot_id && seesFlight(actor, f.pilot_id)))
      : dias,
  };
}

/**
 * Closes and signs a logbook day: the pilot who flew it confirms it, and the day's flights are
 * sealed as they stand with the time and the SHA-256 of their content. Once: a signed day answers
 * 409. Only a pilot of the day's flights signs (403), not a future day, not an empty one (409).
 */
export async function signDay(
  db: Db,
  actor: Pick<Actor, 'companyId' | 'userId' | 'pilotIds' | 'now'>,
  aircraftId: string,
  data: string,
) {
  return db.transaction(async (tx) => {
    const plane = await lockedRow(tx, aircraft, aircraftId);
    const [already] = await tx
      .select({ id: logbookDays.id })
      .from(logbookDays)
      .where(and(eq(logbookDays.aircraft_id, aircraftId), eq(logbookDays.data, data)));
    if (already) throw new AppError('LOGBOOK_DAY_CLOSED');
    if (data > todayInSaoPaulo(actor.now))
      throw new AppError(
        'LOGBOOK_DAY_NOT_CLOSABLE',
        undefined,
        'Um dia futuro não pode ser fechado.',
      );
    const voos = (await flightsOf(tx, actor.companyId, aircraftId, data, data)).map(asFlight);
    if (voos.length === 0)
      throw new AppError(
        'LOGBOOK_DAY_NOT_CLOSABLE',
        undefined,
        'Não há voos neste dia para assinar.',
      );
    const signer = voos.find((f) => f.pilot_id && actor.pilotIds.includes(f.pilot_id))?.pilot_id;
    if (!signer)
      throw new AppError(
        'FORBIDDEN',
        undefined,
        'Só um piloto que voou neste dia assina o diário.',
      );
    const conteudo = sealedContent(plane.prefixo, data, voos);
    const [row] = await tx
      .insert(logbookDays)
      .values({
        company_id: actor.companyId,
        aircraft_id: aircraftId,
        data,
        pilot_id: signer,
        assinado_por: actor.userId,
        assinado_em: actor.now,
        conteudo,
        conteudo_sha256: sha256(conteudo),
      })
      .returning({ data: logbookDays.data, sha256: logbookDays.conteudo_sha256 });
    return row!;
  });
}

const isSigned = async (db: Db, aircraftId: string, data: string) =>
  (
    await db
      .select({ id: logbookDays.id })
      .from(logbookDays)
      .where(and(eq(logbookDays.aircraft_id, aircraftId), eq(logbookDays.data, data)))
      .for('update')
  ).length > 0;

/** A pilot writes only their own flights: the pilot is theirs, chosen for them when single. */
function ownPilot(actor: Actor, pilotId: string | null): string | null {
  if (!flightsRestricted(actor)) return pilotId;
  const mine = actor.pilotIds;
  if (pilotId === null && mine.length === 1) return mine[0]!;
  if (pilotId === null || !mine.includes(pilotId))
    throw new AppError('FORBIDDEN', { pilot_id: 'Um piloto só registra os próprios voos.' });
  return pilotId;
}

/** The day of the entry a correction corrects, which must be signed (else it is edited). */
async function correctedDay(db: Db, companyId: string, aircraftId: string, key: string) {
  const [kind, id] = key.split(':') as ['op' | 'lc', string];
  const rows = await queryRows<{ data: string }>(
    db,
    kind === 'op'
      ? sql`select to_char(data, 'YYYY-MM-DD') as data from operations
          where id = ${id} and company_id = ${companyId} and aircraft_id = ${aircraftId}`
      : sql`select to_char(data, 'YYYY-MM-DD') as data from logbook_entries
          where id = ${id} and company_id = ${companyId} and aircraft_id = ${aircraftId}`,
  );
  if (!rows[0])
    throw new AppError('VALIDATION_FAILED', { corrige: 'Lançamento corrigido não encontrado.' });
  return rows[0].data;
}

/**
 * A flight written by hand on an open day, or the correction of an entry of a signed day: filed
 * on the corrected entry's day, after its signature, referencing it. A new flight on a signed day
 * answers 409 (it would change what was signed).
 */
export async function addEntry(db: Db, actor: Actor, aircraftId: string, input: LogbookEntryInput) {
  const pilot_id = ownPilot(actor, input.pilot_id);
  return db.transaction(async (tx) => {
    await lockedRow(tx, aircraft, aircraftId);
    const data = input.corrige
      ? await correctedDay(tx, actor.companyId, aircraftId, input.corrige)
      : input.data;
    const signed = await isSigned(tx, aircraftId, data);
    if (input.corrige && !signed)
      throw new AppError('VALIDATION_FAILED', {
        corrige: 'O dia deste lançamento ainda está aberto: edite-o em vez de corrigi-lo.',
      });
    if (!input.corrige && signed) throw new AppError('LOGBOOK_DAY_CLOSED');
    await checkPilot(tx, pilot_id);
    const [row] = await tx
      .insert(logbookEntries)
      .values({
        ...input,
        data,
        pilot_id,
        motivo_correcao: input.corrige ? input.motivo_correcao : null,
        pousos: input.pousos ?? 1,
        company_id: actor.companyId,
        aircraft_id: aircraftId,
        created_by: actor.userId,
        created_at: actor.now,
      })
      .returning({ id: logbookEntries.id });
    return row!;
  });
}

async function checkPilot(db: Db, pilotId: string | null) {
  if (!pilotId) return;
  const [found] = await db.select({ id: pilots.id }).from(pilots).where(eq(pilots.id, pilotId));
  if (!found) throw new AppError('VALIDATION_FAILED', { pilot_id: 'Piloto não encontrado.' });
}

/** The entry, locked, when its day is still open and the actor may write it (a pilot, their own). */
async function openEntry(tx: Db, actor: Actor, id: string) {
  const entry = await lockedRow(tx, logbookEntries, id);
  if (!seesFlight(actor, entry.pilot_id)) throw new AppError('NOT_FOUND');
  if (await isSigned(tx, entry.aircraft_id, entry.data)) throw new AppError('LOGBOOK_DAY_CLOSED');
  return entry;
}

/** Edits a flight written by hand while its day is open; a signed day's answers 409. */
export async function updateEntry(db: Db, actor: Actor, id: string, input: LogbookEntryInput) {
  const pilot_id = ownPilot(actor, input.pilot_id);
  return db.transaction(async (tx) => {
    const entry = await openEntry(tx, actor, id);
    if (input.data !== entry.data && (await isSigned(tx, entry.aircraft_id, input.data)))
      throw new AppError('LOGBOOK_DAY_CLOSED');
    await checkPilot(tx, pilot_id);
    const { corrige: _, motivo_correcao: __, ...fields } = input;
    await tx
      .update(logbookEntries)
      .set({ ...fields, pilot_id, pousos: input.pousos ?? 1, updated_at: actor.now })
      .where(eq(logbookEntries.id, id));
    return { id };
  });
}

/** Removes a flight written by hand while its day is open; a signed day's answers 409. */
export async function removeEntry(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    await openEntry(tx, actor, id);
    await tx.delete(logbookEntries).where(eq(logbookEntries.id, id));
  });
}
