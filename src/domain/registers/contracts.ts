import { f, m, requiredMessage } from '../agreement.ts';
import { PAYMENT_TERMS } from '../accounting/values.ts';
import { z } from 'zod';
import { boundarySchema } from '../geo/contracts.ts';

import { boundaryAreaHa, boundaryCentroid, type Boundary } from '../geo/polygon.ts';
import {
  absentAsNull,
  blankAsNull,
  cents,
  coordinate,
  decimal,
  fieldIssue,
  optionalDate,
  optionalDocument,
  optionalEmail,
  optionalPhone,
  optionalChoice,
  optionalText,
  optionalUf,
  requiredText,
  requiredUf,
  busca,
  pagina,
} from './fields.ts';
import { normalizeAircraftPrefix, onlyKindFields, registrationProblem } from './aircraft.ts';
import {
  AIRCRAFT_KINDS,
  PRODUCT_CLASSES,
  PRODUCT_UNITS,
  REGISTER_KINDS,
  SERVICE_PRICE_UNITS,
  TECHNICIAN_KINDS,
  TOXICOLOGICAL_CLASSES,
  type RegisterKind,
} from './values.ts';

const latitude = coordinate('Latitude', 'latitude');
const longitude = coordinate('Longitude', 'longitude');

/**
 * A drawn or imported boundary decides the area (computed from the polygon) and, when none was
 * typed, the reference point (its centroid).
 */
function withBoundaryFacts<
  T extends {
    boundary: Boundary | null;
    area_ha: number | null;
    latitude: number | null;
    longitude: number | null;
  },
>(property: T): T {
  if (!property.boundary) return property;
  const centre = boundaryCentroid(property.boundary);
  return {
    ...property,
    area_ha: boundaryAreaHa(property.boundary),
    latitude: property.latitude ?? centre.latitude,
    longitude: property.longitude ?? centre.longitude,
  };
}

const thisYear = new Date().getFullYear();

/** What each register's create and edit forms send (DESIGN §5 'Cadastros'). */
/** An aircraft's cost or residual value: at most R$ 100.000.000,00. */
const AIRCRAFT_MAX_CENTS = 10_000_000_000;

export const registerInputs = {
  clients: z
    .object({
      nome: requiredText(m('Nome')),
      documento: optionalDocument(m('CPF/CNPJ'), 'both'),
      inscricao_estadual: optionalText('Inscrição estadual', 30),
      email: optionalEmail,
      telefone: optionalPhone,
      endereco: optionalText('Endereço', 240),
      municipio: optionalText('Município', 120),
      uf: optionalUf,
      observacoes: optionalText('Observações', 2000),
      condicao_pagamento: z
        .enum(PAYMENT_TERMS, 'Escolha a condição de pagamento.')
        .default('a_vista'),
      vencimento_fixo: optionalDate('Vencimento fixo'),
    })
    .refine((client) => client.condicao_pagamento !== 'data_fixa' || client.vencimento_fixo, {
      path: ['vencimento_fixo'],
      message: 'Informe o vencimento fixo da condição "Data fixa".',
    }),
  properties: z
    .object({
      client_id: z.uuid('Selecione o cliente.'),
      nome: requiredText(m('Nome')),
      municipio: requiredText(m('Município'), 120),
      uf: requiredUf,
      latitude,
      longitude,
      area_ha: decimal(f('Área total'), { max: 1_000_000, optional: true }),
      car: optionalText('Número do CAR', 60),
      caracteristicas_sensiveis: optionalText('Características sensíveis', 1000),
      boundary: absentAsNull(boundarySchema),
    })
    .transform((property) => withBoundaryFacts(property)),
  aircraft: z
    .object({
      /** Avião (IN MAPA 2/2008) or drone (Portaria MAPA 298/2021): each has its own fields. */
      tipo: z.enum(AIRCRAFT_KINDS, 'Selecione o tipo de aeronave.').default('aviao'),
      /** The RAB mark of an aeroplane; a drone's ANAC registration (SISANT) (aircraft.ts). */
      prefixo: z.string(requiredMessage(m('Prefixo'))).transform(normalizeAircraftPrefix),
      fabricante: requiredText(m('Fabricante'), 80),
      modelo: requiredText(m('Modelo'), 80),
      ano: decimal(m('Ano'), { min: 1940, max: thisYear + 1, integer: true, optional: true }),
      capacidade_hopper_l: decimal(f('Capacidade do hopper'), {
        max: 20_000,
        decimals: 0,
        optional: true,
      }),
      largura_faixa_m: decimal(f('Largura de faixa'), { max: 100, decimals: 1, optional: true }),
      horimetro_atual: decimal(m('Horímetro'), {
        min: 0,
        max: 1_000_000,
        decimals: 1,
        optional: true,
      }),
      ca_validade: optionalDate('Validade do CA'),
      cva_validade: optionalDate('Validade do CVA'),
      seguro_validade: optionalDate('Validade do seguro'),
      // A drone's own (issue 40): the serial number SISANT registers, its batteries, and when
      // its SISANT registration must be renewed (every two years, RBAC-E nº 94).
      numero_serie: optionalText('Número de série', 60),
      baterias: decimal(f('Quantidade de baterias'), {
        min: 1,
        max: 200,
        integer: true,
        optional: true,
      }),
      sisant_validade: optionalDate('Validade do cadastro SISANT'),
      // For the monthly depreciation (src/domain/accounting/depreciation.ts).
      custo_aquisicao_cents: cents(m('Custo de aquisição'), {
        optional: true,
        max: AIRCRAFT_MAX_CENTS,
      }),
      data_aquisicao: optionalDate('Data de aquisição'),
      valor_residual_cents: cents(m('Valor residual'), { optional: true, max: AIRCRAFT_MAX_CENTS }),
      vida_util_meses: decimal(f('Vida útil'), {
        min: 1,
        max: 1200,
        integer: true,
        optional: true,
      }),
    })
    .superRefine((plane, ctx) => {
      const registration = registrationProblem(plane.tipo, plane.prefixo);
      if (registration) fieldIssue(ctx, 'prefixo', registration);
      if (plane.tipo === 'drone' && plane.numero_serie === null)
        fieldIssue(ctx, 'numero_serie', requiredMessage(m('Número de série')));
      if (plane.custo_aquisicao_cents !== null && plane.data_aquisicao === null)
        fieldIssue(ctx, 'data_aquisicao', 'Informe a data de aquisição junto com o custo.');
      if ((plane.valor_residual_cents ?? 0) > (plane.custo_aquisicao_cents ?? 0))
        fieldIssue(
          ctx,
          'valor_residual_cents',
          'Valor residual deve ser no máximo o custo de aquisição.',
        );
    })
    .transform((plane) => onlyKindFields('aircraft', plane)),
  pilots: z
    .object({
      /** Who flies an avião or a drone: each kind has its own qualifications. */
      tipo: z.enum(AIRCRAFT_KINDS, 'Selecione o tipo de piloto.').default('aviao'),
      nome: requiredText(m('Nome')),
      cpf: optionalDocument(m('CPF'), 'cpf'),
      canac: blankAsNull(
        z
          .string()
          .trim()
          .refine((value) => value === '' || /^\d{6}$/.test(value), 'CANAC deve ter 6 dígitos.'),
      ),
      licenca: optionalText('Licença', 40),
      cma_validade: optionalDate('Validade do CMA'),
      habilitacao_agricola_validade: optionalDate('Validade da habilitação agrícola'),
      /** The CAVAG (curso de aviação agrícola) of an aeroplane's pilot, and until when it holds. */
      cavag_validade: optionalDate('Validade do CAVAG'),
      /** A drone pilot's registration with ANAC (remote pilot) and the CAAR of Portaria MAPA 298/2021. */
      registro_arp: optionalText('Registro de piloto remoto na ANAC', 40),
      caar_certificado: optionalText('Certificado do CAAR', 40),
      caar_validade: optionalDate('Validade do CAAR'),
      user_id: blankAsNull(z.string().trim()),
    })
    .transform((pilot) => onlyKindFields('pilots', pilot)),
  technicians: z
    .object({
      tipo: z.enum(TECHNICIAN_KINDS, 'Selecione o tipo.'),
      nome: requiredText(m('Nome')),
      cpf: optionalDocument(m('CPF'), 'cpf'),
      crea: optionalText('CREA', 30),
      email: optionalEmail,
      telefone: optionalPhone,
    })
    .refine((value) => value.tipo !== 'agronomo' || value.crea !== null, {
      path: ['crea'],
      message: 'CREA é obrigatório para engenheiro agrônomo.',
    }),
  products: z.object({
    nome_comercial: requiredText(m('Nome comercial')),
    ingrediente_ativo: optionalText('Ingrediente ativo', 200),
    fabricante: optionalText('Fabricante', 120),
    registro_mapa: optionalText('Registro MAPA', 30),
    classe: z.enum(PRODUCT_CLASSES, 'Selecione a classe.'),
    classe_toxicologica: optionalChoice(TOXICOLOGICAL_CLASSES, 'Classe toxicológica inválida.'),
    formulacao: optionalText('Formulação', 40),
    unidade: z.enum(PRODUCT_UNITS, 'Selecione a unidade.'),
  }),
  crops: z.object({ nome: requiredText(m('Nome'), 80) }),
  services: z.object({
    nome: requiredText(m('Nome'), 80),
    unidade_preco: z.enum(SERVICE_PRICE_UNITS, 'Selecione a unidade de cobrança.'),
    preco_cents: cents(m('Preço padrão'), { optional: true }),
  }),
} satisfies Record<RegisterKind, z.ZodType>;

export type RegisterInput<K extends RegisterKind> = z.output<(typeof registerInputs)[K]>;

export const registerKind = z.enum(REGISTER_KINDS, 'Cadastro desconhecido.');

export const registerListQuery = z.object({
  busca: busca(),
  pagina,
  /** 'arquivados' lists only the archived rows; the default lists the active ones. */
  situacao: z.enum(['ativos', 'arquivados'], 'Situação inválida.').default('ativos'),
});
export type RegisterListQuery = z.infer<typeof registerListQuery>;
