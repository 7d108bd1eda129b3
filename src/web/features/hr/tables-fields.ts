import type { PayrollSettingsInput } from '../../../domain/hr/contracts.ts';
import type { PayrollSettingsVersion } from '../../../domain/hr/response-contracts.ts';
import { decimalText } from '../../lib/numbers.ts';
import { moneyText } from '../../lib/numbers.ts';

// The fields of a version of the payroll tables, grouped as the form shows them: money in reais
// as people write it ('1.621,00'; the contract reads centavos from it), rates in percent.

/** A field of the tables' form (the Lei 15.270 switch is the form's own). */
export type TablesField = {
  name: Exclude<
    keyof PayrollSettingsInput,
    'valido_desde' | 'irrf_reducao_lei_15270' | 'faltas_regra'
  >;
  label: string;
  unit: 'R$' | '%';
};

const money = (name: TablesField['name'], label: string): TablesField => ({
  name,
  label,
  unit: 'R$',
});
const rate = (name: TablesField['name'], label: string): TablesField => ({
  name,
  label,
  unit: '%',
});

/** INSS: the four brackets, each up to its limit at its rate (the fourth's limit is the ceiling). */
export const INSS_FIELDS: TablesField[] = [
  money('inss_faixa1_limite', '1ª faixa: até'),
  rate('inss_faixa1_aliquota', '1ª faixa: alíquota'),
  money('inss_faixa2_limite', '2ª faixa: até'),
  rate('inss_faixa2_aliquota', '2ª faixa: alíquota'),
  money('inss_faixa3_limite', '3ª faixa: até'),
  rate('inss_faixa3_aliquota', '3ª faixa: alíquota'),
  money('inss_faixa4_limite', 'Teto (4ª faixa até)'),
  rate('inss_faixa4_aliquota', '4ª faixa: alíquota'),
];

/** IRRF: the exemption and the monthly deductions. */
export const IRRF_FIELDS: TablesField[] = [
  money('irrf_isencao', 'Isento até'),
  money('irrf_deducao_dependente', 'Dedução por dependente'),
  money('irrf_desconto_simplificado', 'Desconto simplificado mensal'),
];

/** IRRF's brackets above the exemption, each up to its limit with its rate and deduction. */
export const IRRF_BRACKET_FIELDS: TablesField[] = [
  money('irrf_faixa1_limite', '1ª faixa: até'),
  rate('irrf_faixa1_aliquota', '1ª faixa: alíquota'),
  money('irrf_faixa1_deducao', '1ª faixa: parcela a deduzir'),
  money('irrf_faixa2_limite', '2ª faixa: até'),
  rate('irrf_faixa2_aliquota', '2ª faixa: alíquota'),
  money('irrf_faixa2_deducao', '2ª faixa: parcela a deduzir'),
  money('irrf_faixa3_limite', '3ª faixa: até'),
  rate('irrf_faixa3_aliquota', '3ª faixa: alíquota'),
  money('irrf_faixa3_deducao', '3ª faixa: parcela a deduzir'),
];

/** IRRF's last bracket, above the third: no limit. */
export const IRRF_TOP_FIELDS: TablesField[] = [
  rate('irrf_faixa4_aliquota', '4ª faixa: alíquota'),
  money('irrf_faixa4_deducao', '4ª faixa: parcela a deduzir'),
];

/** The other rates and values: vale-transporte, overtime, night premium, minimum wage, FGTS. */
export const OTHER_FIELDS: TablesField[] = [
  money('vale_transporte_valor', 'Valor do vale-transporte'),
  rate('vale_transporte_desconto_max', 'Desconto máximo do vale-transporte'),
  rate('hora_extra_50_percentual', 'Adicional da hora extra 50%'),
  rate('hora_extra_100_percentual', 'Adicional da hora extra 100%'),
  rate('adicional_noturno_percentual', 'Adicional noturno'),
  money('salario_minimo', 'Salário mínimo'),
  rate('fgts_percentual', 'FGTS'),
];

const ALL_FIELDS = [
  ...INSS_FIELDS,
  ...IRRF_FIELDS,
  ...IRRF_BRACKET_FIELDS,
  ...IRRF_TOP_FIELDS,
  ...OTHER_FIELDS,
];

/** The form's values as typed: every field a text (the absence rule a select's), the Lei 15.270 switch a checkbox. */
export type TablesValues = Record<TablesField['name'] | 'valido_desde' | 'faltas_regra', string> & {
  irrf_reducao_lei_15270: boolean;
};

/** A new version's form, prefilled with `version`'s figures and valid from `month`. */
export function tablesValues(version: PayrollSettingsVersion, month: string): TablesValues {
  const values = {
    valido_desde: month,
    irrf_reducao_lei_15270: version.irrf_reducao_lei_15270,
    faltas_regra: version.faltas_regra,
  } as TablesValues;
  for (const field of ALL_FIELDS)
    values[field.name] =
      field.unit === 'R$' ? moneyText(version[field.name]) : decimalText(version[field.name]);
  return values;
}
