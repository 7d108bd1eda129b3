import { PayrollError, taxedPayroll, type PayrollResult } from './payslip.ts';
import { applyRate, roundHalfUp, scaled } from './rates.ts';
import type { PayrollTables } from './tables.ts';
import { counted } from '../plural.ts';

/**
 * A vacation: the monthly remuneration in centavos, the days enjoyed (1 to 30), dependents; the
 * days sold as abono pecuniário (CLT art. 143) and the days enjoyed after the período concessivo
 * (CLT art. 137), none unless told.
 */
export type FeriasInput = {
  remuneracao: number;
  dias: number;
  dependentes: number;
  abono?: number;
  dobro?: number;
  /** The average of the variable pay of the months before (CLT art. 142 §§3º, 5º); none unless told. */
  mediaVariaveis?: number;
};

/** remuneração / 30 × days, rounded half up once. */
const daysOf = (remuneracao: number, dias: number) =>
  roundHalfUp(scaled(remuneracao, 0) * BigInt(dias), 30n);
/** A third of a line as shown, rounded half up on its own (our choice). */
const thirdOf = (valor: number) => roundHalfUp(BigInt(valor), 3n);

/**
 * Férias: remuneração / 30 × dias plus the constitutional 1/3, as their own run: INSS and IRRF
 * (the monthly rules, simplified deduction and Lei 15.270 reduction included) on férias + 1/3,
 * and FGTS on it. The days enjoyed after the período concessivo are paid once more with their
 * third (CLT art. 137: 'Férias em dobro'), outside the INSS and the FGTS (Lei 8.212/1991 art. 28
 * §9º d names the dobra; Lei 8.036/1990 art. 15 §6º follows it) but taxed by the IRRF. The
 * abono pecuniário and its third (CLT arts. 143–144) are paid with them, outside the INSS (Lei
 * 8.212 art. 28 §9º e 6), the FGTS (Lei 8.036 art. 15 §6º) and the IRRF (ADI RFB 28/2009).
 */
export function ferias(input: FeriasInput, tables: PayrollTables): PayrollResult {
  const { remuneracao, dias, abono = 0, dobro = 0 } = input;
  if (!Number.isInteger(dias) || dias < 1 || dias > 30)
    throw new PayrollError('Os dias de férias devem ser de 1 a 30.');
  if (![abono, dobro].every(Number.isInteger) || abono < 0 || dobro < 0 || dobro > dias)
    throw new RangeError('abono e dobro: dias inteiros, a dobra até os dias de férias');
  const valor = daysOf(remuneracao, dias);
  // The average of the variable pay for the days, its own line (CLT art. 142 §3º: commissions
  // by the 12 months before; §5º: overtime and night premium join the férias' salary).
  const media = daysOf(input.mediaVariaveis ?? 0, dias);
  const terco = thirdOf(valor + media);
  const dobra = daysOf(remuneracao, dobro);
  const tercoDobra = thirdOf(dobra);
  const abonoValor = daysOf(remuneracao, abono);
  const base = valor + media + terco;
  return taxedPayroll(
    {
      ferias: { valor, referencia: counted(dias, 'dia', 'dias') },
      media_ferias: { valor: media, referencia: counted(dias, 'dia', 'dias') },
      terco_constitucional: { valor: terco + tercoDobra, referencia: null },
      ferias_dobro: { valor: dobra, referencia: counted(dobro, 'dia', 'dias') },
      abono_pecuniario: { valor: abonoValor, referencia: counted(abono, 'dia', 'dias') },
      terco_abono: { valor: thirdOf(abonoValor), referencia: null },
    },
    base,
    {
      dependentes: input.dependentes,
      rendimentosIRRF: base + dobra + tercoDobra,
      fgts: { base, valor: applyRate(base, tables.fgts) },
    },
    tables,
  );
}
