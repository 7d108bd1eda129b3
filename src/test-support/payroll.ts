import type { EmployeeSnapshot } from '../domain/hr/payroll-records.ts';
import type { PayrollInput } from '../domain/hr/payroll.ts';

// Payroll test data shared by the server's and the web's tests: an employee as a run keeps
// him, and the engine's input for a month, each with nothing but what a test sets.

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
