import type {
  EmployeeDetail,
  EmployeeDocument,
  EmployeeLinkOptions,
  EmployeeRow,
} from '../../../domain/hr/response-contracts.ts';
import { signedIn, stubServer } from '../../test/server.ts';

// What the HR web tests share: a pilot employee with an expiring CMA, the links and the
// server answering them.

export const EMPLOYEE = '4b5c6d7e-8f90-4a1b-9c2d-3e4f5a6b7c8d';
export const PILOT = '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f';
export const CMA = '8e9f0a1b-2c3d-4e4f-9a5b-6c7d8e9f0a1b';

/** The list's first page with no filters. */
export const LIST = '/api/hr/funcionarios?situacao=ativos';

/** Carlos, the pilot, in the list (override what a test is about). */
export const employeeRow = (over: Partial<EmployeeRow> = {}): EmployeeRow => ({
  id: EMPLOYEE,
  nome: 'Carlos Mendes',
  cpf: '52998224725',
  cargo: 'piloto_agricola',
  admissao: '2024-03-01',
  demissao: null,
  salario_base_cents: 8500_00,
  documentos_alerta: 1,
  ...over,
});

export const cma: EmployeeDocument = {
  id: CMA,
  employee_id: EMPLOYEE,
  tipo: 'cma',
  descricao: null,
  numero: '12345',
  emissao: '2025-12-10',
  validade: '2026-12-10',
  dias_para_vencer: 12,
};

const { documentos_alerta: _, ...carlos } = employeeRow();

export const employee: EmployeeDetail = {
  ...carlos,
  pis: '12056412545',
  jornada_semanal: 44,
  dependentes: 2,
  vale_transporte: false,
  vale_alimentacao_cents: 0,
  vale_refeicao_cents: 0,
  plano_saude_cents: 150_00,
  plano_odontologico_cents: 0,
  insalubridade: 0,
  periculosidade: true,
  funcao_gratificada_cents: 0,
  comissao_base: 'hectare',
  comissao_valor_cents: 2_50,
  banco: 'Sicredi',
  agencia: '0812',
  conta: '12345-6',
  pix_tipo: 'cpf',
  pix_chave: '52998224725',
  pilot_id: PILOT,
  technician_id: null,
  user_id: null,
  observacoes: null,
  documentos: [cma],
};

export const links: EmployeeLinkOptions = {
  pilotos: [
    { id: PILOT, nome: 'Carlos Mendes', vinculado: true },
    { id: '7d8e9f0a-1b2c-4d3e-9f4a-5b6c7d8e9f0a', nome: 'Ana Souza', vinculado: true },
  ],
  tecnicos: [],
  usuarios: [{ id: 'u2', nome: 'Marta Lima', email: 'marta@aerosul.com.br' }],
};

/** A page of the employees list. */
export const page = (items: EmployeeRow[]) => ({ items, total: items.length, pageSize: 25 });

/** The owner signed in, the list answering `items`, and whatever else a test answers. */
export const hrServer = (items: EmployeeRow[], more: Record<string, unknown> = {}) =>
  stubServer({
    '/api/me': signedIn('owner'),
    [LIST]: page(items),
    '/api/hr/vinculos': links,
    '/api/hr/alertas': [],
    [`/api/hr/funcionarios/${EMPLOYEE}`]: employee,
    ...more,
  });
