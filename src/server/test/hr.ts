import type { FastifyInstance } from 'fastify';
import { isValidCpf } from '../../domain/br/documents.ts';
import type { EmployeeInput } from '../../domain/hr/contracts.ts';
import { employeeDetail } from '../../domain/hr/response-contracts.ts';
import { answer } from './contracts.ts';
import { caller, companyReadyToFly, linkSamplePilot, type Caller } from './operations.ts';
import { joinCompany } from './session.ts';

// HR for tests: a company with its registers, a pilot member, and employees through the API.

/** An employee as a test posts it: the form's fields, those left out taking their defaults. */
export type EmployeePayload = Partial<EmployeeInput>;

/**
 * The employees of the tests, as the office types them (valid CPFs and PIS). The pilot is
 * Carlos Mendes of the pilot register: link it with `{ ...EMPLOYEE.pilot, pilot_id }`.
 */
export const EMPLOYEE = {
  /** Piloto agrícola, R$ 12.000,00 and R$ 1,50 per hectare applied. */
  pilot: {
    nome: 'Carlos Mendes',
    cpf: '529.982.247-25',
    pis: '120.31456.78-6',
    cargo: 'piloto_agricola',
    admissao: '2024-03-01',
    salario_base_cents: 1_200_000,
    dependentes: 2,
    comissao_base: 'hectare',
    comissao_valor_cents: 150,
    plano_saude_cents: 35_000,
    pix_tipo: 'cpf',
    pix_chave: '529.982.247-25',
  },
  /** Engenheira agrônoma, R$ 9.500,00. */
  agronomist: {
    nome: 'Ana Souza',
    cpf: '111.444.777-35',
    pis: '170.23456.12-9',
    cargo: 'engenheiro_agronomo',
    admissao: '2025-02-10',
    salario_base_cents: 950_000,
    dependentes: 1,
  },
  /** Mecânico with insalubridade grau médio (20 %), R$ 4.200,00. */
  mechanic: {
    nome: 'Roberto Alves',
    cpf: '390.533.447-05',
    pis: '200.11223.34-5',
    cargo: 'mecanico',
    admissao: '2023-08-14',
    salario_base_cents: 420_000,
    insalubridade: 20,
    vale_alimentacao_cents: 6_000,
  },
  /** Auxiliar administrativa with vale-transporte, R$ 2.300,00. */
  clerk: {
    nome: 'Juliana Prado',
    cpf: '714.602.380-01',
    cargo: 'administrativo',
    admissao: '2026-01-05',
    salario_base_cents: 230_000,
    vale_transporte: true,
    vale_refeicao_cents: 15_000,
  },
} as const satisfies Record<string, EmployeePayload>;

/** A valid CPF no fixture uses, for a fifth employee. */
export const SPARE_CPF = '853.513.468-93';

/** `count` valid CPFs (digits) that no fixture uses, for a crowd of employees. */
export function validCpfs(count: number): string[] {
  const found: string[] = [];
  for (let base = 200_000_000; found.length < count; base += 1_111) {
    const digits = Array.from({ length: 100 }, (_, i) => `${base}${String(i).padStart(2, '0')}`);
    const cpf = digits.find(isValidCpf);
    if (cpf) found.push(cpf);
  }
  return found;
}

/**
 * A company ready to fly (its registers, an owner) with a pilot member whose login is linked to
 * the pilot register: the owner's and the pilot's callers, the pilot's user id and the ids.
 */
export async function hrCompany(app: FastifyInstance, email = 'dono@aerosul.com.br') {
  const fly = await companyReadyToFly(app, email);
  const member = await joinCompany(app, fly.companyId, 'pilot', `piloto.${email}`);
  const linked = await linkSamplePilot(fly.owner, fly.ids.pilot, member.userId);
  if (linked.statusCode !== 200) throw new Error(`pilot link: ${linked.statusCode} ${linked.body}`);
  return { ...fly, pilot: caller(app, member.cookie), pilotUserId: member.userId };
}

/** Posts an employee; answers it as the API does (201). */
export async function addEmployee(owner: Caller, input: EmployeePayload) {
  return answer(
    await owner({ method: 'POST', url: '/api/hr/funcionarios', payload: input }),
    201,
    employeeDetail,
  );
}

/**
 * A company of `hrCompany` with the test employees named in `staff`, posted in that order, the
 * pilot linked to the pilot register; answers their ids by name besides.
 */
export async function hrCompanyWith<K extends keyof typeof EMPLOYEE>(
  app: FastifyInstance,
  staff: K[],
  email?: string,
) {
  const hr = await hrCompany(app, email);
  const employees = {} as Record<K, string>;
  for (const name of staff) {
    const employee: EmployeePayload =
      name === 'pilot' ? { ...EMPLOYEE.pilot, pilot_id: hr.ids.pilot } : EMPLOYEE[name];
    employees[name] = (await addEmployee(hr.owner, employee)).id;
  }
  return { ...hr, employees };
}
