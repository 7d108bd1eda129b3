import { PAYMENT_TERMS, PAYMENT_TERMS_LABELS } from '../../../domain/accounting/values.ts';
import { formatBRL } from '../../../domain/money.ts';
import { formatDate, formatDecimal } from '../../../domain/format.ts';
import { formatDocument } from '../../../domain/br/documents.ts';
import { formatPhone } from '../../../domain/phone.ts';
import {
  AIRCRAFT_KINDS,
  AIRCRAFT_KIND_LABELS,
  PRODUCT_CLASSES,
  PRODUCT_CLASS_LABELS,
  PRODUCT_UNITS,
  SERVICE_PRICE_UNITS,
  SERVICE_PRICE_UNIT_LABELS,
  TECHNICIAN_KINDS,
  TECHNICIAN_KIND_LABELS,
  TOXICOLOGICAL_CLASSES,
  TOXICOLOGICAL_CLASS_LABELS,
  UFS,
  type AircraftKind,
  type RegisterKind,
} from '../../../domain/registers/values.ts';
import type { RegisterDescriptor, Row } from './field-spec.ts';

const choices = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));
const text = (row: Row, key: string) =>
  row[key] == null || row[key] === '' ? '—' : String(row[key]);
const ufOptions = choices(UFS);
const PHONE_HINT = 'Com DDD. Ex.: (65) 99999-0000';
/** The kind of aircraft (or of pilot) that decides which fields the form asks (issue 40). */
const kindField = (label: string) => ({
  name: 'tipo',
  label,
  kind: 'select' as const,
  options: choices(AIRCRAFT_KINDS, AIRCRAFT_KIND_LABELS),
  initial: 'aviao',
  required: true,
});
const kindLabel = (row: Row) => AIRCRAFT_KIND_LABELS[row.tipo as AircraftKind] ?? '—';
const aviao = { field: 'tipo', is: 'aviao' };
const drone = { field: 'tipo', is: 'drone' };

export const descriptors: Record<RegisterKind, RegisterDescriptor> = {
  clients: {
    empty: 'Nenhum cliente cadastrado ainda. Cadastre os contratantes dos seus serviços.',
    newLabel: 'Novo cliente',
    fields: [
      { name: 'nome', label: 'Nome / razão social', kind: 'text', required: true, wide: true },
      {
        name: 'documento',
        label: 'CPF ou CNPJ',
        kind: 'document',
        hint: 'O CNPJ pode ser alfanumérico. Ex.: 12.ABC.345/01DE-35',
      },
      { name: 'inscricao_estadual', label: 'Inscrição estadual', kind: 'text' },
      { name: 'email', label: 'E-mail', kind: 'email' },
      { name: 'telefone', label: 'Telefone', kind: 'tel', hint: PHONE_HINT },
      { name: 'endereco', label: 'Endereço', kind: 'text', wide: true },
      { name: 'municipio', label: 'Município', kind: 'text' },
      { name: 'uf', label: 'UF', kind: 'select', options: ufOptions },
      {
        name: 'condicao_pagamento',
        label: 'Condição de pagamento',
        kind: 'select',
        options: choices(PAYMENT_TERMS, PAYMENT_TERMS_LABELS),
        initial: 'a_vista',
        hint: 'Vencimento das contas a receber das operações concluídas.',
      },
      {
        name: 'vencimento_fixo',
        label: 'Data fixa de vencimento',
        kind: 'date',
        shownWhen: { field: 'condicao_pagamento', is: 'data_fixa' },
      },
      { name: 'observacoes', label: 'Observações', kind: 'textarea', wide: true },
    ],
    columns: [
      { label: 'Nome', value: (r) => text(r, 'nome') },
      { label: 'CPF/CNPJ', value: (r) => formatDocument(r.documento as string | null) },
      {
        label: 'Município/UF',
        value: (r) => [r.municipio, r.uf].filter(Boolean).join('/') || '—',
        secondary: true,
      },
      {
        label: 'Telefone',
        value: (r) => formatPhone(r.telefone as string | null),
        secondary: true,
      },
    ],
  },
  properties: {
    empty: 'Nenhuma propriedade cadastrada ainda. Cadastre as fazendas dos seus clientes.',
    newLabel: 'Nova propriedade',
    fields: [
      {
        name: 'client_id',
        label: 'Cliente',
        kind: 'reference',
        reference: 'clients',
        required: true,
        wide: true,
      },
      { name: 'nome', label: 'Nome da propriedade', kind: 'text', required: true, wide: true },
      { name: 'municipio', label: 'Município', kind: 'text', required: true },
      { name: 'uf', label: 'UF', kind: 'select', options: ufOptions, required: true },
      { name: 'latitude', label: 'Latitude', kind: 'coordinate', axis: 'latitude' },
      { name: 'longitude', label: 'Longitude', kind: 'coordinate', axis: 'longitude' },
      { name: 'area_ha', label: 'Área total (ha)', kind: 'number' },
      { name: 'car', label: 'Número do CAR', kind: 'text' },
      { name: 'boundary', label: 'Contorno da área', kind: 'boundary', wide: true },
      {
        name: 'caracteristicas_sensiveis',
        label: 'Características sensíveis',
        kind: 'textarea',
        wide: true,
        hint: 'Rios, nascentes, povoações, criações e culturas vizinhas a mencionar no croqui.',
      },
    ],
    columns: [
      { label: 'Propriedade', value: (r) => text(r, 'nome') },
      { label: 'Município/UF', value: (r) => `${text(r, 'municipio')}/${text(r, 'uf')}` },
      {
        label: 'Área',
        value: (r) => (r.area_ha == null ? '—' : `${formatDecimal(r.area_ha as number)} ha`),
        secondary: true,
      },
    ],
  },
  aircraft: {
    empty: 'Nenhuma aeronave cadastrada ainda. Cadastre a sua frota.',
    newLabel: 'Nova aeronave',
    fields: [
      kindField('Tipo de aeronave'),
      {
        name: 'prefixo',
        label: 'Prefixo',
        kind: 'text',
        required: true,
        hint: 'Ex.: PR-ABC',
        namedWhen: {
          ...drone,
          label: 'Registro ANAC (SISANT)',
          hint: 'Ex.: PP-123456789 ou PS-123456789',
        },
      },
      {
        name: 'fabricante',
        label: 'Fabricante',
        kind: 'text',
        required: true,
        hint: 'Ex.: Air Tractor',
        namedWhen: { ...drone, label: 'Fabricante', hint: 'Ex.: DJI, XAG' },
      },
      {
        name: 'modelo',
        label: 'Modelo',
        kind: 'text',
        required: true,
        hint: 'Ex.: AT-502B',
        namedWhen: { ...drone, label: 'Modelo', hint: 'Ex.: Agras T50, P100' },
      },
      {
        name: 'numero_serie',
        label: 'Número de série',
        kind: 'text',
        required: true,
        shownWhen: drone,
      },
      { name: 'ano', label: 'Ano de fabricação', kind: 'number' },
      {
        name: 'capacidade_hopper_l',
        label: 'Capacidade do hopper (L)',
        kind: 'number',
        namedWhen: { ...drone, label: 'Capacidade do tanque (L)' },
      },
      { name: 'baterias', label: 'Quantidade de baterias', kind: 'number', shownWhen: drone },
      { name: 'largura_faixa_m', label: 'Largura de faixa (m)', kind: 'number' },
      { name: 'horimetro_atual', label: 'Horímetro atual (h)', kind: 'number', shownWhen: aviao },
      { name: 'ca_validade', label: 'Validade do CA', kind: 'date', shownWhen: aviao },
      { name: 'cva_validade', label: 'Validade do CVA', kind: 'date', shownWhen: aviao },
      {
        name: 'sisant_validade',
        label: 'Validade do cadastro SISANT',
        kind: 'date',
        shownWhen: drone,
        hint: 'O cadastro vale por dois anos; os alertas avisam antes de vencer.',
      },
      { name: 'seguro_validade', label: 'Validade do seguro', kind: 'date' },
      {
        name: 'custo_aquisicao_cents',
        label: 'Custo de aquisição (R$)',
        kind: 'money',
        hint: 'Para a depreciação mensal no resultado.',
      },
      { name: 'data_aquisicao', label: 'Data de aquisição', kind: 'date' },
      {
        name: 'valor_residual_cents',
        label: 'Valor residual (R$)',
        kind: 'money',
        hint: 'O que valerá ao fim da vida útil; em branco, zero.',
      },
      {
        name: 'vida_util_meses',
        label: 'Vida útil (meses)',
        kind: 'number',
        hint: 'Em branco, 120 meses (10% ao ano, taxa da Receita Federal para aeronaves).',
      },
    ],
    columns: [
      { label: 'Prefixo ou registro', value: (r) => text(r, 'prefixo') },
      { label: 'Modelo', value: (r) => `${text(r, 'fabricante')} ${text(r, 'modelo')}` },
      { label: 'Tipo', value: kindLabel, secondary: true },
      {
        label: 'Hopper ou tanque',
        value: (r) =>
          r.capacidade_hopper_l == null
            ? '—'
            : `${formatDecimal(r.capacidade_hopper_l as number, 0)} L`,
        secondary: true,
      },
      {
        label: 'CA até',
        value: (r) => formatDate(r.ca_validade as string | null),
        secondary: true,
      },
    ],
  },
  pilots: {
    empty: 'Nenhum piloto cadastrado ainda.',
    newLabel: 'Novo piloto',
    fields: [
      kindField('Aeronave que pilota'),
      { name: 'nome', label: 'Nome', kind: 'text', required: true, wide: true },
      { name: 'cpf', label: 'CPF', kind: 'text', hint: 'Com ou sem pontuação.' },
      {
        name: 'canac',
        label: 'CANAC',
        kind: 'text',
        hint: 'Código de 6 dígitos.',
        shownWhen: aviao,
      },
      { name: 'licenca', label: 'Licença (PAGA)', kind: 'text', shownWhen: aviao },
      { name: 'cma_validade', label: 'Validade do CMA', kind: 'date', shownWhen: aviao },
      {
        name: 'habilitacao_agricola_validade',
        label: 'Validade da habilitação agrícola',
        kind: 'date',
        shownWhen: aviao,
      },
      {
        name: 'cavag_validade',
        label: 'Validade do CAVAG',
        kind: 'date',
        hint: 'Curso de aviação agrícola.',
        shownWhen: aviao,
      },
      {
        name: 'registro_arp',
        label: 'Registro de piloto remoto (ANAC)',
        kind: 'text',
        shownWhen: drone,
      },
      {
        name: 'caar_certificado',
        label: 'Certificado do CAAR',
        kind: 'text',
        hint: 'Curso de aplicação aeroagrícola remota (Portaria MAPA nº 298/2021).',
        shownWhen: drone,
      },
      { name: 'caar_validade', label: 'Validade do CAAR', kind: 'date', shownWhen: drone },
      {
        name: 'user_id',
        label: 'Usuário no AgroVoo',
        kind: 'reference',
        reference: 'members',
        hint: 'Ligue o piloto ao seu login para que ele veja e registre os próprios voos.',
      },
    ],
    columns: [
      { label: 'Nome', value: (r) => text(r, 'nome') },
      { label: 'Pilota', value: kindLabel, secondary: true },
      { label: 'CANAC', value: (r) => text(r, 'canac') },
      {
        label: 'CMA até',
        value: (r) => formatDate(r.cma_validade as string | null),
        secondary: true,
      },
    ],
  },
  technicians: {
    empty:
      'Nenhum responsável técnico cadastrado ainda. Cadastre os engenheiros agrônomos e técnicos executores.',
    newLabel: 'Novo responsável',
    fields: [
      {
        name: 'tipo',
        label: 'Tipo',
        kind: 'select',
        options: choices(TECHNICIAN_KINDS, TECHNICIAN_KIND_LABELS),
        required: true,
      },
      { name: 'nome', label: 'Nome', kind: 'text', required: true },
      { name: 'crea', label: 'CREA', kind: 'text', hint: 'Obrigatório para engenheiro agrônomo.' },
      { name: 'cpf', label: 'CPF', kind: 'text' },
      { name: 'email', label: 'E-mail', kind: 'email' },
      { name: 'telefone', label: 'Telefone', kind: 'tel', hint: PHONE_HINT },
    ],
    columns: [
      { label: 'Nome', value: (r) => text(r, 'nome') },
      { label: 'Tipo', value: (r) => TECHNICIAN_KIND_LABELS[r.tipo as 'agronomo'] ?? '—' },
      { label: 'CREA', value: (r) => text(r, 'crea'), secondary: true },
    ],
  },
  products: {
    empty:
      'Nenhum produto cadastrado ainda. Cadastre os defensivos, fertilizantes e sementes que você aplica.',
    newLabel: 'Novo produto',
    fields: [
      { name: 'nome_comercial', label: 'Nome comercial', kind: 'text', required: true, wide: true },
      { name: 'ingrediente_ativo', label: 'Ingrediente ativo', kind: 'text', wide: true },
      { name: 'fabricante', label: 'Fabricante', kind: 'text' },
      { name: 'registro_mapa', label: 'Registro MAPA', kind: 'text' },
      {
        name: 'classe',
        label: 'Classe',
        kind: 'select',
        options: choices(PRODUCT_CLASSES, PRODUCT_CLASS_LABELS),
        required: true,
      },
      {
        name: 'classe_toxicologica',
        label: 'Classe toxicológica',
        kind: 'select',
        options: choices(TOXICOLOGICAL_CLASSES, TOXICOLOGICAL_CLASS_LABELS),
      },
      { name: 'formulacao', label: 'Formulação', kind: 'text', hint: 'Ex.: SC, EC, WG' },
      {
        name: 'unidade',
        label: 'Unidade',
        kind: 'select',
        options: choices(PRODUCT_UNITS),
        required: true,
      },
    ],
    columns: [
      { label: 'Produto', value: (r) => text(r, 'nome_comercial') },
      { label: 'Classe', value: (r) => PRODUCT_CLASS_LABELS[r.classe as 'herbicida'] ?? '—' },
      { label: 'Ingrediente ativo', value: (r) => text(r, 'ingrediente_ativo'), secondary: true },
      { label: 'Unidade', value: (r) => text(r, 'unidade'), secondary: true },
    ],
  },
  crops: {
    empty: 'Nenhuma cultura cadastrada.',
    newLabel: 'Nova cultura',
    fields: [{ name: 'nome', label: 'Nome', kind: 'text', required: true, wide: true }],
    columns: [{ label: 'Cultura', value: (r) => text(r, 'nome') }],
  },
  services: {
    empty: 'Nenhum serviço cadastrado.',
    newLabel: 'Novo serviço',
    fields: [
      { name: 'nome', label: 'Nome', kind: 'text', required: true, wide: true },
      {
        name: 'unidade_preco',
        label: 'Cobrança',
        kind: 'select',
        options: choices(SERVICE_PRICE_UNITS, SERVICE_PRICE_UNIT_LABELS),
        required: true,
      },
      { name: 'preco_cents', label: 'Preço padrão (R$)', kind: 'money', hint: 'Ex.: 40,00' },
    ],
    columns: [
      { label: 'Serviço', value: (r) => text(r, 'nome') },
      {
        label: 'Preço padrão',
        money: true,
        value: (r) =>
          r.preco_cents == null
            ? '—'
            : `${formatBRL(r.preco_cents as number)} ${SERVICE_PRICE_UNIT_LABELS[r.unidade_preco as 'ha']}`,
      },
    ],
  },
};
