import { z } from 'zod';
import { treatedAreaReport } from '../flight/treated-area.ts';
import { storedBoundary } from '../geo/contracts.ts';
import { registerRows } from '../registers/response-contracts.ts';
import { AIRCRAFT_KINDS, PRODUCT_UNITS } from '../registers/values.ts';
import { distancesReport } from '../distances/report.ts';
import { calendarDate, nullableDate, nullableInt, nullableNumber, nullableText } from '../wire.ts';
import { REPORT_RULE_SETS } from './rule-set.ts';
import { OPERATION_STATUSES, VOLUME_UNITS, WIND_DIRECTIONS } from './values.ts';

const windDirection = z.enum(WIND_DIRECTIONS).nullable();

/**
 * How an operation was flown, as the API answers it: the day and times, the area, the
 * application (volume, height, swath, nozzles, adjuvant), the weather readings and the
 * horímetro. The operation's record and its report both carry them.
 */
export const applicationFields = {
  data: calendarDate,
  hora_inicio: nullableText,
  hora_fim: nullableText,
  area_ha: nullableNumber,
  volume_calda: nullableNumber,
  unidade_volume: z.enum(VOLUME_UNITS),
  altura_voo_m: nullableNumber,
  largura_faixa_m: nullableNumber,
  bico_tipo: nullableText,
  bico_modelo: nullableText,
  bico_angulo: nullableNumber,
  adjuvante_tipo: nullableText,
  adjuvante_quantidade: nullableText,
  temperatura_inicio: nullableNumber,
  temperatura_fim: nullableNumber,
  umidade_inicio: nullableNumber,
  umidade_fim: nullableNumber,
  vento_inicio: nullableNumber,
  vento_fim: nullableNumber,
  vento_direcao_inicio: windDirection,
  vento_direcao_fim: windDirection,
  horimetro_inicio: nullableNumber,
  horimetro_fim: nullableNumber,
};

/**
 * Everything the relatório operacional (IN MAPA nº 2/2008, Art. 9 and Anexo I) prints about
 * one operation, with the registers it refers to resolved. The server assembles it; the
 * completeness check, the report page, the PDF and the MAPA monthly report all read it, and
 * `GET /api/operations/{id}` answers it as `report`.
 *
 * A drone's report (rule set 'portaria-298-2021', issue 40) also carries what Portaria MAPA
 * nº 298/2021 asks: the company's MAPA registration as an ARP operator, the aircraft's kind,
 * serial and batteries, the pilot's ANAC registration and CAAR, the flight time and battery
 * cycles. Those keys are absent from an aeroplane's report, as from every report frozen before
 * drones, whose data stays as it was issued (`regra` absent: IN MAPA nº 2/2008).
 */
export const operationReportData = z.strictObject({
  /** The rule set the report follows, picked by the aircraft's kind (rule-set.ts). */
  regra: z.enum(REPORT_RULE_SETS).optional(),
  company: z.strictObject({
    company_name: z.string(),
    cnpj: nullableText,
    registro_mapa: nullableText,
    registro_mapa_arp: nullableText.optional(),
    endereco: nullableText,
    municipio: nullableText,
    uf: nullableText,
  }),
  operation: z.strictObject({
    id: z.uuid(),
    numero: z.string(),
    status: z.enum(OPERATION_STATUSES),
    ...applicationFields,
    obstaculos: nullableText,
    observacoes: nullableText,
    /** Readings outside the weather window, confirmed by the person who concluded. */
    clima_alertas: z.array(z.string()),
    tempo_voo_min: nullableInt.optional(),
    ciclos_bateria: nullableInt.optional(),
    /** The plot drawn for the operation (`treatedPlot`); versions frozen before have none. */
    talhao: storedBoundary.nullable().optional(),
  }),
  contratante: z
    .strictObject({
      nome: z.string(),
      documento: nullableText,
      /** The whole address as every report prints it (`addressText`), or null. */
      endereco: nullableText,
    })
    .nullable(),
  /** The property as registered; its boundary is the treated plot when the operation has none. */
  propriedade: registerRows.properties
    .omit({ id: true, client_id: true, archived_at: true, created_at: true, updated_at: true })
    .extend({ uf: z.string() })
    .nullable(),
  servico: z.strictObject({ nome: z.string() }).nullable(),
  cultura: z.strictObject({ nome: z.string() }).nullable(),
  produtos: z.array(
    z.strictObject({
      nome_comercial: z.string(),
      ingrediente_ativo: nullableText,
      formulacao: nullableText,
      classe: z.string(),
      classe_toxicologica: nullableText,
      registro_mapa: nullableText,
      unidade: z.enum(PRODUCT_UNITS),
      dose_por_ha: z.number(),
      quantidade_total: nullableNumber,
      receituario_numero: nullableText,
      receituario_data: nullableDate,
    }),
  ),
  aeronave: z
    .strictObject({
      prefixo: z.string(),
      fabricante: z.string(),
      modelo: z.string(),
      tipo: z.enum(AIRCRAFT_KINDS).optional(),
      numero_serie: nullableText.optional(),
      capacidade_tanque_l: nullableNumber.optional(),
      baterias: nullableInt.optional(),
    })
    .nullable(),
  piloto: z
    .strictObject({
      nome: z.string(),
      canac: nullableText,
      cpf: nullableText,
      registro_arp: nullableText.optional(),
      caar_certificado: nullableText.optional(),
      caar_validade: nullableDate.optional(),
    })
    .nullable(),
  agronomo: z.strictObject({ nome: z.string(), crea: nullableText }).nullable(),
  tecnico: z.strictObject({ nome: z.string(), cpf: nullableText }).nullable(),
  /** The Art. 10 distances and the croqui's ground (decision 038); absent from older reports. */
  distancias: distancesReport.optional(),
  /** The treated area's source, chosen by the office (issue 39); absent without an import. */
  area_tratada: treatedAreaReport.optional(),
});
export type OperationReportData = z.infer<typeof operationReportData>;
