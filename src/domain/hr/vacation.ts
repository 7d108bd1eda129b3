import { PayrollError, taxedPayroll, type PayrollResult } from './payslip.ts';
import { applyRate, roundHalfUp, scaled } from './rates.ts';
import type { PayrollTables } from './tables.ts';
import { counted } from '../plural.ts';

/** A vacation: the monthly remuneration in centavos, the days taken (1 to 30), dependents. */
export type FeriasInput = { remuneracao: number; dias: number; dependentes: number };

/**
 * Férias: remuneração / 30 × dias plus the constitutional 1/3, as their own run: INSS and IRRF
 * (the monthly rules, simplified deduction and Lei 15.270 reduction included) on férias + 1/3,
 * and FGTS on it.
 */
export function ferias(input: FeriasInput, tables: PayrollTables): PayrollResult {
  const { remuneracao, dias } = input;
  if (!Number.isInteger(dias) || dias < 1 || dias > 30)
    throw new PayrollError('Os dias de férias devem ser de 1 a 30.');
  const valor = roundHalfUp(scaled(remuneracao, 0) * BigInt(dias), 30n);
  // Our choice: the 1/3 is a third of the férias line as shown, rounded half up on its own.
  const terco = roundHalfUp(BigInt(valor), 3n);
  const base = valor + terco;
  return taxedPayroll(
    {
      ferias: { valor, referencia: counted(dias, 'dia', 'dias') },
      terco_constitucional: { valor: terco, referencia: null },
    },
    base,
    { dependentes: input.dependentes, fgts: { base, valor: applyRate(base, tables.fgts) } },
    tables,
  );
}
