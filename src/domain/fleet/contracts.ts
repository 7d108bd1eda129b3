import { z } from 'zod';
import { f, m, mp, requiredMessage } from '../agreement.ts';
import { daysBetween, isCalendarDate } from '../dates.ts';
import {
  decimal,
  fieldIssue,
  nullWhenBlank,
  optionalDate,
  optionalId,
  optionalText,
  pagina,
  requiredDate,
  requiredText,
  cents,
} from '../registers/fields.ts';
import { AIRCRAFT_KINDS } from '../registers/values.ts';
import {
  calendarDate,
  nullableDate,
  nullableId,
  nullableInt,
  nullableNumber,
  nullableText,
  pageOf,
  timestamp,
} from '../wire.ts';
import { DUE_STATES, LOGBOOK_FLIGHT_KINDS, MAINTENANCE_KINDS } from './values.ts';

/** The widest period one logbook read or PDF takes: a quarter. */
export const MAX_LOGBOOK_DAYS = 92;

export const fleetListQuery = z.object({ pagina });

export const logbookQuery = z
  .object({ de: requiredDate(f('Data inicial')), ate: requiredDate(f('Data final')) })
  .superRefine((q, ctx) => {
    if (!isCalendarDate(q.de) || !isCalendarDate(q.ate)) return;
    const days = daysBetween(q.de, q.ate);
    if (days < 0) fieldIssue(ctx, 'ate', 'Data final deve ser depois da inicial.');
    else if (days >= MAX_LOGBOOK_DAYS)
      fieldIssue(ctx, 'ate', `Escolha um período de até ${MAX_LOGBOOK_DAYS} dias.`);
  });
export type LogbookQuery = z.infer<typeof logbookQuery>;

/** 'HH:mm' on a 24-hour clock. */
const optionalTime = (label: string) =>
  nullWhenBlank(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}: use o formato HH:mm.`));
const reading = (label: string) =>
  decimal(m(label), { min: 0, max: 1_000_000, unit: 'h', decimals: 1, optional: true });
const count = (label: ReturnType<typeof m>, max: number) =>
  decimal(label, { min: 0, max, unit: '', integer: true, optional: true });

/** The key of a logbook entry: 'op:<id>' for an operation's flight, 'lc:<id>' for another. */
export const ENTRY_KEY = /^(op|lc):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A flight written by hand: ferry, training, maintenance test (or a correction of any entry). */
export const logbookEntryInput = z
  .object({
    data: requiredDate(f('Data')),
    /** An application only as the correction of an operation's flight ('op:'). */
    tipo: z.enum(LOGBOOK_FLIGHT_KINDS, 'Selecione o tipo de voo.'),
    pilot_id: optionalId('Piloto inválido.'),
    tripulacao: optionalText('Tripulação', 200),
    hora_decolagem: optionalTime('Hora de decolagem'),
    hora_pouso: optionalTime('Hora de pouso'),
    horimetro_inicio: reading('Horímetro inicial'),
    horimetro_fim: reading('Horímetro final'),
    tempo_voo_min: count(m('Tempo de voo (min)'), 1440),
    ciclos_bateria: count(mp('Ciclos de bateria'), 1000),
    pousos: count(mp('Pousos'), 200),
    combustivel_l: decimal(m('Combustível'), {
      min: 0,
      max: 100_000,
      unit: 'L',
      decimals: 1,
      optional: true,
    }),
    ocorrencias: optionalText('Ocorrências', 1000),
    corrige: nullWhenBlank(z.string().regex(ENTRY_KEY, 'Lançamento corrigido inválido.')),
    /** Why the entry named in `corrige` is corrected: required with it, ignored without. */
    motivo_correcao: optionalText('Motivo da correção', 500),
  })
  .superRefine((e, ctx) => {
    if (e.tipo === 'aplicacao' && !e.corrige?.startsWith('op:'))
      fieldIssue(
        ctx,
        'tipo',
        'Aplicação entra no diário quando a operação é concluída: escolha traslado, instrução ou teste.',
      );
    if (e.corrige !== null && e.motivo_correcao === null)
      fieldIssue(ctx, 'motivo_correcao', requiredMessage(m('Motivo da correção')));
    if (
      e.horimetro_inicio !== null &&
      e.horimetro_fim !== null &&
      e.horimetro_fim <= e.horimetro_inicio
    )
      fieldIssue(ctx, 'horimetro_fim', 'Horímetro final deve ser maior que o inicial.');
    if (e.tempo_voo_min === 0)
      fieldIssue(ctx, 'tempo_voo_min', 'Tempo de voo deve ser maior que zero.');
  });
export type LogbookEntryInput = z.infer<typeof logbookEntryInput>;

export const closeDayInput = z.strictObject({
  /** The pilot's confirmation that the day's record is true: the signature. */
  confirmo: z.literal(true, 'Confirme que os registros do dia estão corretos.'),
});

/** One flight of a logbook day, whatever its source. */
export const logbookFlight = z.strictObject({
  chave: z.string(),
  tipo: z.enum(LOGBOOK_FLIGHT_KINDS),
  /** The operation it comes from ('2026/0042'), for an application. */
  operacao: nullableText,
  pilot_id: nullableId,
  piloto: nullableText,
  tripulacao: nullableText,
  hora_decolagem: nullableText,
  hora_pouso: nullableText,
  horimetro_inicio: nullableNumber,
  horimetro_fim: nullableNumber,
  tempo_voo_min: nullableInt,
  ciclos_bateria: nullableInt,
  pousos: z.number().int(),
  combustivel_l: nullableNumber,
  ocorrencias: nullableText,
  /** The entry this one corrects, and why. */
  corrige: nullableText,
  motivo_correcao: nullableText,
  /** Written after the day was signed: outside the signed content. */
  posterior: z.boolean(),
  /** Corrected by a later entry: read in its place. */
  corrigido: z.boolean(),
});
export type LogbookFlight = z.infer<typeof logbookFlight>;

export const logbookDay = z.strictObject({
  data: calendarDate,
  voos: z.array(logbookFlight),
  /** Gaps and overlaps of the horímetro flagged on this day's flights (pt-BR sentences). */
  avisos: z.array(z.string()),
  assinatura: z
    .strictObject({
      piloto: z.string(),
      assinado_em: timestamp,
      sha256: z.string(),
    })
    .nullable(),
  /** Whether the caller may close and sign it now. */
  pode_assinar: z.boolean(),
});
export type LogbookDay = z.infer<typeof logbookDay>;

export const logbookResponse = z.strictObject({
  aeronave: z.strictObject({ id: z.uuid(), prefixo: z.string(), tipo: z.enum(AIRCRAFT_KINDS) }),
  dias: z.array(logbookDay),
});
export type LogbookResponse = z.infer<typeof logbookResponse>;

/** An item of maintenance as the office writes it. */
export const maintenanceItemInput = z
  .object({
    tipo: z.enum(MAINTENANCE_KINDS, 'Selecione o tipo de manutenção.'),
    nome: requiredText(m('Nome'), 120),
    intervalo_horas: decimal(m('Intervalo em horas'), {
      max: 100_000,
      decimals: 1,
      optional: true,
    }),
    intervalo_meses: decimal(m('Intervalo em meses'), { max: 240, integer: true, optional: true }),
    intervalo_ciclos: decimal(m('Intervalo em ciclos'), {
      max: 100_000,
      integer: true,
      optional: true,
    }),
    ultima_horas: reading('Horas na última execução'),
    ultima_data: optionalDate('Data da última execução'),
    ultima_ciclos: count(mp('Ciclos na última execução'), 1_000_000),
    alerta_horas: decimal(m('Aviso em horas'), { min: 0, max: 1000, unit: 'h', decimals: 1 }),
    alerta_dias: decimal(m('Aviso em dias'), { min: 0, max: 365, unit: 'dias', integer: true }),
    alerta_ciclos: decimal(m('Aviso em ciclos'), { min: 0, max: 10_000, unit: '', integer: true }),
  })
  .superRefine((item, ctx) => {
    if (
      item.intervalo_horas === null &&
      item.intervalo_meses === null &&
      item.intervalo_ciclos === null
    )
      fieldIssue(ctx, 'intervalo_horas', 'Informe o intervalo em horas, meses ou ciclos.');
  });
export type MaintenanceItemInput = z.infer<typeof maintenanceItemInput>;

/** Maintenance performed, with its cost (the aircraft's margin reads it). */
export const maintenanceRecordInput = z.object({
  item_id: optionalId('Item de manutenção inválido.'),
  data: requiredDate(f('Data')),
  horas: reading('Horas na execução'),
  ciclos: count(mp('Ciclos na execução'), 1_000_000),
  descricao: requiredText(f('Descrição'), 300),
  custo_cents: cents(m('Custo')),
});
export type MaintenanceRecordInput = z.infer<typeof maintenanceRecordInput>;

/** Releasing a past-due aircraft to fly on a day: the reason is kept with who and when. */
export const overrideInput = z.object({
  data: requiredDate(f('Data')),
  motivo: requiredText(m('Motivo'), 500).refine(
    (value) => value.length >= 10,
    'Motivo: explique em ao menos 10 caracteres.',
  ),
});
export type OverrideInput = z.infer<typeof overrideInput>;

const due = {
  vence_horas: nullableNumber,
  horas_restantes: nullableNumber,
  vence_em: nullableDate,
  dias_restantes: nullableInt,
  vence_ciclos: nullableInt,
  ciclos_restantes: nullableInt,
  situacao: z.enum(DUE_STATES),
};

export const maintenanceItem = z.strictObject({
  id: z.uuid(),
  tipo: z.enum(MAINTENANCE_KINDS),
  nome: z.string(),
  intervalo_horas: nullableNumber,
  intervalo_meses: nullableInt,
  intervalo_ciclos: nullableInt,
  ultima_horas: nullableNumber,
  ultima_data: nullableDate,
  ultima_ciclos: nullableInt,
  alerta_horas: z.number(),
  alerta_dias: z.number().int(),
  alerta_ciclos: z.number().int(),
  ...due,
});

export const maintenanceResponse = z.strictObject({
  uso: z.strictObject({ horas: z.number(), ciclos: z.number().int() }),
  situacao: z.enum(DUE_STATES),
  itens: z.array(maintenanceItem),
  /** The latest maintenance done, newest first (up to `MAINTENANCE_HISTORY_SIZE`). */
  realizadas: z.array(
    z.strictObject({
      id: z.uuid(),
      item: nullableText,
      data: calendarDate,
      horas: nullableNumber,
      descricao: z.string(),
      custo_cents: z.number().int(),
      /** Who recorded it. */
      por: nullableText,
    }),
  ),
  liberacoes: z.array(
    z.strictObject({
      id: z.uuid(),
      data: calendarDate,
      motivo: z.string(),
      por: nullableText,
      em: timestamp,
    }),
  ),
});
export type MaintenanceResponse = z.infer<typeof maintenanceResponse>;

/** An aircraft in /frota: its kind, hours, the worst of its items and the days left to sign. */
export const fleetAircraft = z.strictObject({
  id: z.uuid(),
  prefixo: z.string(),
  modelo: z.string(),
  tipo: z.enum(AIRCRAFT_KINDS),
  horas: z.number(),
  situacao: z.enum(DUE_STATES),
  alertas: z.array(z.string()),
});
export const fleetList = pageOf(fleetAircraft);
export type FleetAircraft = z.infer<typeof fleetAircraft>;

/** A maintenance alert of the dashboard: an item in warning or past due. */
export const maintenanceAlert = z.strictObject({
  aircraft_id: z.uuid(),
  prefixo: z.string(),
  situacao: z.enum(DUE_STATES),
  texto: z.string(),
});
export type MaintenanceAlert = z.infer<typeof maintenanceAlert>;
