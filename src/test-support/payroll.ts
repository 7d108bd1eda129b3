import type { EmployeeSnapshot } from '../domain/hr/payroll-records.ts';
import type { PayrollInput } from '../domain/hr/payroll.ts';
import { TABLES_2026, type PayrollTables } from '../domain/hr/tables.ts';
import type { DecimoTerceiroInput } from '../domain/hr/thirteenth.ts';

// Payroll test data shared by the domain's, the server's and the web's tests: an employee as a
// run keeps him, the engine's input for a month and for a 13º installment, each with nothing but
// what a test sets, and the 2026 tables without the Lei 15.270 reduction.

/** An employee's snapshot with no premium, benefit or dependent (override what matters). */
export const sampleSnapshot = (over: Partial<EmployeeSnapshot> = {}): EmployeeSnapshot => ({
  nome: 'João Pereira',
  cpf: '52998224725',
  pis: null,
  cargo: 'piloto_agricola',
  admissao: '2024-03-01',
  demissao: null,
  salario_base_cents: 0,
  dependentes: 0,
  vale_transporte: false,
  vale_alimentacao_cents: 0,
  vale_refeicao_cents: 0,
  plano_saude_cents: 0,
  plano_odontologico_cents: 0,
  insalubridade: 0,
  periculosidade: false,
  funcao_gratificada_cents: 0,
  ...over,
});

/** The engine's input for a month of `salarioBase` and nothing else (override what matters). */
export const sampleMonth = (
  salarioBase: number,
  over: Partial<PayrollInput> = {},
): PayrollInput => ({
  // November 2026: 5 Sundays and 2 holidays on weekdays (Finados, Consciência Negra; the 15th is
  // a Sunday), 23 working days — the DSR of its variables is 7/23.
  competencia: '2026-11-01',
  salarioBase,
  horasExtras50: 0,
  horasExtras100: 0,
  horasNoturnas: 0,
  insalubridade: 0,
  periculosidade: false,
  funcaoGratificada: 0,
  comissoes: 0,
  valeTransporte: false,
  valeAlimentacao: 0,
  valeRefeicao: 0,
  diasFaltas: 0,
  dependentes: 0,
  planoSaudeValor: 0,
  planoDentalValor: 0,
  ...over,
});

/** The engine's 13º input: the 1st installment, 12 months and nothing else (override what matters). */
export const sampleThirteenth = (over: Partial<DecimoTerceiroInput> = {}): DecimoTerceiroInput => ({
  parcela: 1,
  remuneracao: 0,
  meses: 12,
  mediaVariaveis: 0,
  dependentes: 0,
  primeiraParcela: 0,
  ...over,
});

/** The 2026 tables as they were before Lei 15.270's IRRF reduction. */
export const NO_REDUCTION: PayrollTables = { ...TABLES_2026, irrfReducaoLei15270: false };
