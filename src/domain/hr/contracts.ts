import { f, fp, m, mp, requiredMessage, type Label } from '../agreement.ts';
import { z } from 'zod';
import { isValidCpf, onlyDigits } from '../br/documents.ts';
import { isValidPixKey, PIX_TYPES } from '../br/pix.ts';
import {
  blankAsNull,
  cents,
  decimal,
  fieldIssue,
  monthText,
  optionalChoice,
  optionalDate,
  optionalId,
  optionalText,
  requiredDate,
  requiredText,
  pagina,
} from '../registers/fields.ts';
import { FULL_TIME_WEEKLY_HOURS } from './minimum-wage.ts';
import {
  ABSENCE_RULES,
  COMMISSION_BASES,
  DOCUMENT_KINDS,
  EMPLOYEE_ROLES,
  INSALUBRIDADE_GRADES,
  PAYROLL_RUN_KINDS,
} from './values.ts';

// What the routes of `/api/hr` take (DESIGN §5 'Recursos Humanos'); what they answer is in
// response-contracts.ts. Money is whole centavos (a text is read as reais typed in pt-BR).

const hours = (label: Label) => decimal(label, { min: 0, max: 300, decimals: 2 });
const days = (label: Label, max: number) => decimal(label, { min: 0, max, integer: true });
/** The contract's weekly hours: 1 to the constitutional 44. */
const weeklyHours = decimal(f('Jornada semanal'), {
  min: 1,
  max: FULL_TIME_WEEKLY_HOURS,
  integer: true,
});
const yesNo = (label: string) => z.boolean(`${label}: escolha sim ou não.`);

/** A PIS/PASEP/NIT: 11 digits with its check digit, stored as digits. */
const pis = blankAsNull(
  z
    .string()
    .transform(onlyDigits)
    .refine((digits) => digits === '' || isValidPis(digits), 'PIS inválido: confira os dígitos.'),
);

/** The PIS check digit (weights 3,2,9,8,7,6,5,4,3,2, modulo 11). */
export function isValidPis(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const rest = 11 - (sum % 11);
  return Number(digits[10]) === (rest >= 10 ? 0 : rest);
}

const employeeFields = z.strictObject({
  nome: requiredText(m('Nome'), 120),
  cpf: z
    .string(requiredMessage(m('CPF')))
    .transform(onlyDigits)
    .refine((digits) => digits !== '', requiredMessage(m('CPF')))
    .refine((digits) => digits === '' || isValidCpf(digits), 'CPF inválido: confira os dígitos.'),
  pis,
  cargo: z.enum(EMPLOYEE_ROLES, 'Selecione o cargo.'),
  admissao: requiredDate(f('Data de admissão')),
  demissao: optionalDate('Data de demissão'),
  salario_base_cents: cents(m('Salário base')),
  /** 44 full time; fewer is part-time (CLT art. 58-A), the salary checked pro rata. */
  jornada_semanal: weeklyHours,
  dependentes: days(mp('Dependentes'), 20),
  vale_transporte: yesNo('Vale-transporte'),
  vale_alimentacao_cents: cents(m('Vale-alimentação')),
  vale_refeicao_cents: cents(m('Vale-refeição')),
  plano_saude_cents: cents(m('Plano de saúde')),
  plano_odontologico_cents: cents(m('Plano odontológico')),
  // A form's select holds the grade as text ('20'; blank for none).
  insalubridade: z.preprocess(
    (value) => (typeof value === 'string' ? Number(value.trim() || 0) : value),
    z.union(
      INSALUBRIDADE_GRADES.map((grade) => z.literal(grade)),
      'Insalubridade: escolha 0, 10, 20 ou 40%.',
    ),
  ),
  periculosidade: yesNo('Periculosidade'),
  funcao_gratificada_cents: cents(f('Função gratificada')),
  comissao_base: z.enum(COMMISSION_BASES, 'Selecione como a comissão é calculada.'),
  comissao_valor_cents: cents(m('Valor da comissão')),
  banco: optionalText('Banco', 80),
  agencia: optionalText('Agência', 20),
  conta: optionalText('Conta', 30),
  pix_tipo: optionalChoice(PIX_TYPES, 'Tipo de chave PIX inválido.'),
  pix_chave: optionalText('Chave PIX', 77),
  pilot_id: optionalId('Piloto inválido.'),
  technician_id: optionalId('Técnico inválido.'),
  user_id: optionalText('Usuário', 64),
  observacoes: optionalText('Observações', 2000),
});

type EmployeeFields = Partial<z.output<typeof employeeFields>>;

/** The rules between an employee's fields, each reported on the field to correct. */
function refineEmployee(employee: EmployeeFields, ctx: z.RefinementCtx) {
  if (employee.periculosidade && (employee.insalubridade ?? 0) > 0)
    fieldIssue(
      ctx,
      'periculosidade',
      'Periculosidade e insalubridade não se acumulam: escolha uma.',
    );
  if (employee.demissao && employee.admissao && employee.demissao < employee.admissao)
    fieldIssue(ctx, 'demissao', 'A demissão não pode ser antes da admissão.');
  if (employee.pix_tipo && !employee.pix_chave)
    fieldIssue(ctx, 'pix_chave', requiredMessage(f('Chave PIX')));
  if (employee.pix_chave && !employee.pix_tipo)
    fieldIssue(ctx, 'pix_tipo', 'Selecione o tipo de chave PIX.');
  if (
    employee.pix_tipo &&
    employee.pix_chave &&
    !isValidPixKey(employee.pix_tipo, employee.pix_chave)
  )
    fieldIssue(ctx, 'pix_chave', 'Chave PIX inválida para o tipo escolhido.');
  if (
    employee.comissao_base &&
    employee.comissao_base !== 'nenhuma' &&
    !employee.comissao_valor_cents
  )
    fieldIssue(ctx, 'comissao_valor_cents', 'Informe o valor da comissão.');
}

/** An employee as the form sends it; the benefits and premiums default to none. */
export const employeeInput = employeeFields
  .extend({
    pis: pis.optional().default(null),
    demissao: optionalDate('Data de demissão').optional().default(null),
    jornada_semanal: weeklyHours.optional().default(FULL_TIME_WEEKLY_HOURS),
    dependentes: days(mp('Dependentes'), 20).optional().default(0),
    vale_transporte: yesNo('Vale-transporte').optional().default(false),
    vale_alimentacao_cents: cents(m('Vale-alimentação')).optional().default(0),
    vale_refeicao_cents: cents(m('Vale-refeição')).optional().default(0),
    plano_saude_cents: cents(m('Plano de saúde')).optional().default(0),
    plano_odontologico_cents: cents(m('Plano odontológico')).optional().default(0),
    insalubridade: employeeFields.shape.insalubridade.optional().default(0),
    periculosidade: yesNo('Periculosidade').optional().default(false),
    funcao_gratificada_cents: cents(f('Função gratificada')).optional().default(0),
    comissao_base: employeeFields.shape.comissao_base.optional().default('nenhuma'),
    comissao_valor_cents: cents(m('Valor da comissão')).optional().default(0),
  })
  .superRefine(refineEmployee);
export type EmployeeInput = z.input<typeof employeeInput>;

/** Changing an employee: any of the fields (the rules are checked again on the whole row). */
export const employeeUpdate = employeeFields.partial().superRefine(refineEmployee);
export type EmployeeUpdate = z.input<typeof employeeUpdate>;

/** 'Registrar desligamento': the day the employee left (an employeeUpdate of `demissao`). */
export const employeeDismissal = z.strictObject({ demissao: requiredDate(f('Data de demissão')) });
export type EmployeeDismissal = z.input<typeof employeeDismissal>;

/** The employees list: search by name or CPF, active, dismissed or all, a page. */
export const employeeListQuery = z.strictObject({
  busca: z.string().trim().max(100).optional(),
  situacao: z.enum(['ativos', 'desligados', 'todos'], 'Situação inválida.').default('ativos'),
  pagina,
});

/** A document of an employee that may expire. */
export const documentInput = z
  .strictObject({
    tipo: z.enum(DOCUMENT_KINDS, 'Selecione o tipo de documento.'),
    descricao: optionalText('Descrição', 120),
    numero: optionalText('Número', 60),
    emissao: optionalDate('Data de emissão'),
    validade: optionalDate('Validade'),
  })
  .superRefine((document, ctx) => {
    if (document.tipo === 'outro' && !document.descricao)
      fieldIssue(ctx, 'descricao', 'Descreva o documento.');
    if (document.emissao && document.validade && document.validade < document.emissao)
      fieldIssue(ctx, 'validade', 'A validade não pode ser antes da emissão.');
  });
export type DocumentInput = z.input<typeof documentInput>;

const rate = (label: Label) => decimal(label, { min: 0, max: 100, decimals: 4 });
const amount = (label: Label) => cents(label);

/**
 * A version of the payroll tables, valid from a month (spec part 2 §3 'Payroll settings'):
 * amounts in centavos (or reais typed), rates in percent.
 */
export const payrollSettingsInput = z
  .strictObject({
    valido_desde: monthText(m('Válido a partir de')),
    inss_faixa1_limite: amount(m('Limite da 1ª faixa do INSS')),
    inss_faixa1_aliquota: rate(f('Alíquota da 1ª faixa do INSS')),
    inss_faixa2_limite: amount(m('Limite da 2ª faixa do INSS')),
    inss_faixa2_aliquota: rate(f('Alíquota da 2ª faixa do INSS')),
    inss_faixa3_limite: amount(m('Limite da 3ª faixa do INSS')),
    inss_faixa3_aliquota: rate(f('Alíquota da 3ª faixa do INSS')),
    inss_faixa4_limite: amount(m('Teto do INSS')),
    inss_faixa4_aliquota: rate(f('Alíquota da 4ª faixa do INSS')),
    irrf_isencao: amount(m('Limite de isenção do IRRF')),
    irrf_faixa1_limite: amount(m('Limite da 1ª faixa do IRRF')),
    irrf_faixa1_aliquota: rate(f('Alíquota da 1ª faixa do IRRF')),
    irrf_faixa1_deducao: amount(f('Parcela a deduzir da 1ª faixa do IRRF')),
    irrf_faixa2_limite: amount(m('Limite da 2ª faixa do IRRF')),
    irrf_faixa2_aliquota: rate(f('Alíquota da 2ª faixa do IRRF')),
    irrf_faixa2_deducao: amount(f('Parcela a deduzir da 2ª faixa do IRRF')),
    irrf_faixa3_limite: amount(m('Limite da 3ª faixa do IRRF')),
    irrf_faixa3_aliquota: rate(f('Alíquota da 3ª faixa do IRRF')),
    irrf_faixa3_deducao: amount(f('Parcela a deduzir da 3ª faixa do IRRF')),
    irrf_faixa4_aliquota: rate(f('Alíquota da 4ª faixa do IRRF')),
    irrf_faixa4_deducao: amount(f('Parcela a deduzir da 4ª faixa do IRRF')),
    irrf_deducao_dependente: amount(f('Dedução por dependente')),
    irrf_desconto_simplificado: amount(m('Desconto simplificado mensal')),
    irrf_reducao_lei_15270: yesNo('Redução da Lei 15.270/2025'),
    vale_transporte_valor: amount(m('Valor do vale-transporte')),
    vale_transporte_desconto_max: rate(m('Desconto máximo do vale-transporte')),
    hora_extra_50_percentual: decimal(m('Adicional da hora extra 50%'), { min: 0, max: 300 }),
    hora_extra_100_percentual: decimal(m('Adicional da hora extra 100%'), { min: 0, max: 300 }),
    adicional_noturno_percentual: rate(m('Adicional noturno')),
    salario_minimo: amount(m('Salário mínimo')),
    fgts_percentual: rate(m('FGTS')),
    faltas_regra: z
      .enum(ABSENCE_RULES, 'Selecione como as faltas são descontadas.')
      .optional()
      .default('dias_uteis'),
  })
  .superRefine((settings, ctx) => {
    const ascending = (keys: (keyof typeof settings)[], message: string) => {
      for (let i = 1; i < keys.length; i++)
        if (Number(settings[keys[i]!]) <= Number(settings[keys[i - 1]!]))
          fieldIssue(ctx, keys[i]!, message);
    };
    ascending(
      ['inss_faixa1_limite', 'inss_faixa2_limite', 'inss_faixa3_limite', 'inss_faixa4_limite'],
      'Cada faixa do INSS deve terminar acima da anterior.',
    );
    ascending(
      ['irrf_isencao', 'irrf_faixa1_limite', 'irrf_faixa2_limite', 'irrf_faixa3_limite'],
      'Cada faixa do IRRF deve terminar acima da anterior.',
    );
  });
export type PayrollSettingsInput = z.input<typeof payrollSettingsInput>;

/**
 * A new run: the month's payroll or a 13º installment for a month ('aaaa-mm'), or an
 * employee's férias (the month they start, the first day and how many days).
 */
export const payrollRunInput = z
  .strictObject({
    tipo: z.enum(PAYROLL_RUN_KINDS, 'Selecione o tipo de folha.'),
    competencia: monthText(f('Competência')),
    employee_id: optionalId('Funcionário inválido.').optional(),
    inicio: optionalDate('Início das férias').optional(),
    dias: days(mp('Dias de férias'), 30).optional(),
    /** Days sold as abono pecuniário: at most a third of the 30 (CLT art. 143). */
    // Blank (null): none sold.
    abono: decimal(mp('Dias de abono pecuniário'), {
      min: 0,
      max: 10,
      integer: true,
      optional: true,
    }).optional(),
  })
  .superRefine((run, ctx) => {
    if (run.tipo !== 'ferias') return;
    if (!run.employee_id) fieldIssue(ctx, 'employee_id', 'Selecione o funcionário em férias.');
    if (!run.inicio) fieldIssue(ctx, 'inicio', requiredMessage(m('Início das férias')));
    else if (!run.inicio.startsWith(run.competencia))
      fieldIssue(ctx, 'inicio', 'O início das férias deve estar no mês da competência.');
    if (!run.dias) fieldIssue(ctx, 'dias', 'Informe de 1 a 30 dias de férias.');
  });
export type PayrollRunInput = z.input<typeof payrollRunInput>;

/**
 * What is typed for one employee in a draft run: the month's variable facts. Absent fields
 * keep their value; the fixed ones (salary, premiums, benefits) come from the employee.
 */
export const payrollItemInput = z.strictObject({
  horas_extras_50: hours(fp('Horas extras 50%')).optional(),
  horas_extras_100: hours(fp('Horas extras 100%')).optional(),
  horas_noturnas: hours(fp('Horas noturnas')).optional(),
  /** The night hours are clock hours (60 minutes), paid as 52'30" ones (CLT art. 73 §1º). */
  noturnas_relogio: yesNo('Horas noturnas em horas de relógio').optional(),
  dias_faltas: days(mp('Dias de falta'), 30).optional(),
  /** The weeks the days absent fell in: the DSR the CLT rule of absences takes (absences.ts). */
  // Blank (null): not typed, the fewest weeks the days fit in.
  semanas_faltas: decimal(fp('Semanas com falta'), {
    min: 1,
    max: 6,
    integer: true,
    optional: true,
  }).optional(),
  comissoes_cents: cents(fp('Comissões')).optional(),
  outros_descontos_cents: cents(mp('Outros descontos')).optional(),
  media_variaveis_cents: cents(f('Média das variáveis')).optional(),
  dias: decimal(mp('Dias de férias'), { min: 1, max: 30, integer: true }).optional(),
});
export type PayrollItemInput = z.input<typeof payrollItemInput>;

/** The payroll runs list: a year. */
export const payrollRunListQuery = z.strictObject({
  ano: z.coerce.number().int().min(2000, 'Ano inválido.').max(2100, 'Ano inválido.').optional(),
});

/** A run's holerites: all of them, or one item's. */
export const payslipQuery = z.strictObject({
  item: z.uuid('Holerite inválido.').optional(),
});

/** A run's summary for the accountant: as PDF or as XLSX. */
export const payrollSummaryQuery = z.strictObject({
  formato: z.enum(['pdf', 'xlsx'], 'Formato: escolha pdf ou xlsx.').default('pdf'),
});
