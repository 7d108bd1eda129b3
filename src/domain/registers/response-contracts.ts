import { PAYMENT_TERMS } from '../accounting/values.ts';
import { z } from 'zod';
import { storedBoundary } from '../geo/contracts.ts';
import {
  isoTimestamp,
  nullableDate,
  nullableInt,
  nullableNumber,
  nullableText,
  pageCounts,
} from '../wire.ts';
import {
  AIRCRAFT_KINDS,
  PRODUCT_CLASSES,
  PRODUCT_UNITS,
  REGISTER_KINDS,
  SERVICE_PRICE_UNITS,
  TECHNICIAN_KINDS,
  TOXICOLOGICAL_CLASSES,
  UFS,
  type RegisterKind,
} from './values.ts';

/** What the registers' routes answer (`contracts.ts` holds what they take). */
const nullableUf = z.enum(UFS).nullable();

/** Each register's own columns as the API answers them (`registerRows` adds the common ones). */
const registerFields = {
  clients: {
    nome: z.string(),
    documento: nullableText,
    inscricao_estadual: nullableText,
    email: nullableText,
    telefone: nullableText,
    endereco: nullableText,
    municipio: nullableText,
    uf: nullableUf,
    observacoes: nullableText,
    condicao_pagamento: z.enum(PAYMENT_TERMS),
    vencimento_fixo: nullableDate,
  },
  properties: {
    client_id: z.uuid(),
    nome: z.string(),
    municipio: z.string(),
    uf: z.enum(UFS),
    latitude: nullableNumber,
    longitude: nullableNumber,
    area_ha: nullableNumber,
    boundary: storedBoundary.nullable(),
    car: nullableText,
    caracteristicas_sensiveis: nullableText,
  },
  aircraft: {
    tipo: z.enum(AIRCRAFT_KINDS),
    prefixo: z.string(),
    fabricante: z.string(),
    modelo: z.string(),
    ano: nullableInt,
    capacidade_hopper_l: nullableNumber,
    largura_faixa_m: nullableNumber,
    horimetro_atual: nullableNumber,
    ca_validade: nullableDate,
    cva_validade: nullableDate,
    seguro_validade: nullableDate,
    numero_serie: nullableText,
    baterias: nullableInt,
    sisant_validade: nullableDate,
    custo_aquisicao_cents: nullableInt,
    data_aquisicao: nullableDate,
    valor_residual_cents: nullableInt,
    vida_util_meses: nullableInt,
  },
  pilots: {
    tipo: z.enum(AIRCRAFT_KINDS),
    nome: z.string(),
    cpf: nullableText,
    canac: nullableText,
    licenca: nullableText,
    cma_validade: nullableDate,
    habilitacao_agricola_validade: nullableDate,
    cavag_validade: nullableDate,
    registro_arp: nullableText,
    caar_certificado: nullableText,
    caar_validade: nullableDate,
    /** The pilot's login, when the pilot uses the app. */
    user_id: nullableText,
  },
  technicians: {
    tipo: z.enum(TECHNICIAN_KINDS),
    nome: z.string(),
    cpf: nullableText,
    crea: nullableText,
    email: nullableText,
    telefone: nullableText,
  },
  products: {
    nome_comercial: z.string(),
    ingrediente_ativo: nullableText,
    fabricante: nullableText,
    registro_mapa: nullableText,
    classe: z.enum(PRODUCT_CLASSES),
    classe_toxicologica: z.enum(TOXICOLOGICAL_CLASSES).nullable(),
    formulacao: nullableText,
    unidade: z.enum(PRODUCT_UNITS),
  },
  crops: { nome: z.string() },
  services: {
    nome: z.string(),
    unidade_preco: z.enum(SERVICE_PRICE_UNITS),
    preco_cents: nullableInt,
  },
} satisfies Record<RegisterKind, z.ZodRawShape>;

const registerRow = <Shape extends z.ZodRawShape>(fields: Shape) =>
  z.strictObject({
    id: z.uuid(),
    ...fields,
    archived_at: isoTimestamp.nullable(),
    created_at: isoTimestamp,
    updated_at: isoTimestamp,
  });

/** A row of each register as the API answers it: its fields, identity and archive state. */
export const registerRows = Object.fromEntries(
  REGISTER_KINDS.map((kind) => [kind, registerRow(registerFields[kind])]),
) as { [K in RegisterKind]: ReturnType<typeof registerRow<(typeof registerFields)[K]>> };
export type RegisterRow<K extends RegisterKind> = z.infer<(typeof registerRows)[K]>;

/** `GET /api/registers/{kind}`: a page of rows and the count of everything found. */
export const registerPage = <K extends RegisterKind>(kind: K) =>
  z.strictObject({ items: z.array(registerRows[kind]), ...pageCounts });
export const registerPages = Object.fromEntries(
  REGISTER_KINDS.map((kind) => [kind, registerPage(kind)]),
) as { [K in RegisterKind]: ReturnType<typeof registerPage<K>> };
/** `z.infer` of `registerPages[K]`, written out so it stays generic over the kind. */
export type RegisterPage<K extends RegisterKind> = {
  items: RegisterRow<K>[];
  total: number;
  pageSize: number;
};

/** `GET /api/registers/{kind}/options`: every active row for pickers. */
export const registerOptionList = z.strictObject({
  options: z.array(z.strictObject({ id: z.uuid(), label: z.string(), group: nullableText })),
});
export type RegisterOptionList = z.infer<typeof registerOptionList>;
