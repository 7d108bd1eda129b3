import type {
  EmployeeSnapshot,
  PayrollItemEntry,
  PayrollItemResult,
} from '../../domain/hr/payroll-records.ts';
import { daysWorked } from '../../domain/hr/days-worked.ts';
import { computePayroll } from '../../domain/hr/payroll.ts';
import { PayrollError } from '../../domain/hr/payslip.ts';
import { applyRate } from '../../domain/hr/rates.ts';
import type { PayrollTables } from '../../domain/hr/tables.ts';
import { decimoTerceiro } from '../../domain/hr/thirteenth.ts';
import { ferias } from '../../domain/hr/vacation.ts';
import { PERICULOSIDADE_PERCENT, type PayrollRunKind } from '../../domain/hr/values.ts';
import type { employees } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';

/** An employee as stored. */
export type EmployeeRow = typeof employees.$inferSelect;

/** The employee's facts a run computes with, kept in the item. */
export function snapshotOf(employee: EmployeeRow): EmployeeSnapshot {
  return {
    nome: employee.nome,
    cpf: employee.cpf,
    pis: employee.pis,
    cargo: employee.cargo,
    admissao: employee.admissao,
    demissao: employee.demissao,
    salario_base_cents: employee.salario_base_cents,
    dependentes: employee.dependentes,
    vale_transporte: employee.vale_transporte,
    vale_alimentacao_cents: employee.vale_alimentacao_cents,
    vale_refeicao_cents: employee.vale_refeicao_cents,
    plano_saude_cents: employee.plano_saude_cents,
    plano_odontologico_cents: employee.plano_odontologico_cents,
    insalubridade: employee.insalubridade,
    periculosidade: employee.periculosidade,
    funcao_gratificada_cents: employee.funcao_gratificada_cents,
  };
}

/** The remuneração of the 13º and the férias: base + insalubridade/periculosidade + função. */
export function remuneration(snapshot: EmployeeSnapshot, tables: PayrollTables): number {
  const hazard = snapshot.periculosidade
    ? applyRate(snapshot.salario_base_cents, PERICULOSIDADE_PERCENT)
    : applyRate(tables.salarioMinimo, snapshot.insalubridade);
  return snapshot.salario_base_cents + hazard + snapshot.funcao_gratificada_cents;
}

/** What a run of this kind and month computes an item with. */
export type ItemContext = {
  tipo: PayrollRunKind;
  competencia: string;
  tables: PayrollTables;
  /** The 13º's 2nd installment: what the employee's closed 1st installment paid. */
  primeiraParcela?: number;
};

/**
 * The engine's result for an entry: the month's payroll, a 13º installment or férias. A result
 * whose descontos exceed its proventos is refused (400 naming the employee).
 */
export function resultFor(context: ItemContext, entry: PayrollItemEntry): PayrollItemResult {
  const employee = entry.funcionario;
  try {
    switch (context.tipo) {
      case 'mensal':
        return computePayroll(
          {
            competencia: context.competencia,
            salarioBase: employee.salario_base_cents,
            diasTrabalhados: daysWorked(employee, context.competencia) ?? 30,
            horasExtras50: entry.horas_extras_50,
            horasExtras100: entry.horas_extras_100,
            horasNoturnas: entry.horas_noturnas,
            noturnasRelogio: entry.noturnas_relogio,
            insalubridade: employee.insalubridade as 0 | 10 | 20 | 40,
            periculosidade: employee.periculosidade,
            funcaoGratificada: employee.funcao_gratificada_cents,
            comissoes: entry.comissoes_cents,
            valeTransporte: employee.vale_transporte,
            valeAlimentacao: employee.vale_alimentacao_cents,
            valeRefeicao: employee.vale_refeicao_cents,
            diasFaltas: entry.dias_faltas,
            semanasComFalta: entry.semanas_faltas,
            dependentes: employee.dependentes,
            planoSaudeValor: employee.plano_saude_cents,
            planoDentalValor: employee.plano_odontologico_cents,
            outrosDescontos: entry.outros_descontos_cents,
            ferias: entry.ferias_no_mes,
          },
          context.tables,
        );
      case 'decimo_terceiro_1':
      case 'decimo_terceiro_2':
        return decimoTerceiro(
          {
            parcela: context.tipo === 'decimo_terceiro_1' ? 1 : 2,
            remuneracao: remuneration(employee, context.tables),
            meses: entry.meses ?? 0,
            mediaVariaveis: entry.media_variaveis_cents ?? 0,
            dependentes: employee.dependentes,
            primeiraParcela: context.primeiraParcela ?? 0,
          },
          context.tables,
        );
      case 'ferias':
        return ferias(
          {
            remuneracao: remuneration(employee, context.tables),
            dias: entry.dias ?? 0,
            abono: entry.abono ?? 0,
            dobro: entry.dias_dobro ?? 0,
            mediaVariaveis: entry.media_variaveis_cents ?? 0,
            dependentes: employee.dependentes,
          },
          context.tables,
        );
    }
  } catch (error) {
    if (!(error instanceof PayrollError)) throw error;
    throw new AppError(
      'PAYROLL_NEGATIVE_NET',
      undefined,
      `${employee.nome}: ${error.message} Revise os lançamentos.`,
    );
  }
}

/** An item's stored columns: the entry, the result and its totals. */
export function itemColumns(entrada: PayrollItemEntry, resultado: PayrollItemResult) {
  return {
    entrada,
    resultado,
    proventos_cents: resultado.totalProventos,
    descontos_cents: resultado.totalDescontos,
    liquido_cents: resultado.salarioLiquido,
    inss_cents: resultado.descontoINSS,
    irrf_cents: resultado.descontoIRRF,
    fgts_cents: resultado.fgts,
  };
}
