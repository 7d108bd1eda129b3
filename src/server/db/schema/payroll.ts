import { boolean, pgTable } from 'drizzle-orm/pg-core';
import { decimal, id, updatedAt } from './columns.ts';
import { companyId } from './companies.ts';

const money = (name: string) => decimal(name, 12, 2).notNull();
const percent = (name: string) => decimal(name, 7, 4).notNull();

/**
 * A company's payroll tables (spec part 2 §3 'Payroll settings'): amounts in reais with
 * centavos, rates in percent. Seeded from the 2026 tables of DESIGN §5 by the HR issue.
 */
export const payrollSettings = pgTable('payroll_settings', {
  id: id(),
  company_id: companyId().unique(),
  inss_faixa1_limite: money('inss_faixa1_limite'),
  inss_faixa1_aliquota: percent('inss_faixa1_aliquota'),
  inss_faixa2_limite: money('inss_faixa2_limite'),
  inss_faixa2_aliquota: percent('inss_faixa2_aliquota'),
  inss_faixa3_limite: money('inss_faixa3_limite'),
  inss_faixa3_aliquota: percent('inss_faixa3_aliquota'),
  inss_faixa4_limite: money('inss_faixa4_limite'),
  inss_faixa4_aliquota: percent('inss_faixa4_aliquota'),
  inss_teto: money('inss_teto'),
  irrf_isencao: money('irrf_isencao'),
  irrf_faixa1_limite: money('irrf_faixa1_limite'),
  irrf_faixa1_aliquota: percent('irrf_faixa1_aliquota'),
  irrf_faixa1_deducao: money('irrf_faixa1_deducao'),
  irrf_faixa2_limite: money('irrf_faixa2_limite'),
  irrf_faixa2_aliquota: percent('irrf_faixa2_aliquota'),
  irrf_faixa2_deducao: money('irrf_faixa2_deducao'),
  irrf_faixa3_limite: money('irrf_faixa3_limite'),
  irrf_faixa3_aliquota: percent('irrf_faixa3_aliquota'),
  irrf_faixa3_deducao: money('irrf_faixa3_deducao'),
  irrf_faixa4_aliquota: percent('irrf_faixa4_aliquota'),
  irrf_faixa4_deducao: money('irrf_faixa4_deducao'),
  irrf_deducao_dependente: money('irrf_deducao_dependente'),
  irrf_reducao_lei_15270: boolean('irrf_reducao_lei_15270').notNull().default(true),
  vale_transporte_desconto_max: percent('vale_transporte_desconto_max'),
  hora_extra_50_percentual: percent('hora_extra_50_percentual'),
  hora_extra_100_percentual: percent('hora_extra_100_percentual'),
  adicional_noturno_percentual: percent('adicional_noturno_percentual'),
  salario_minimo: money('salario_minimo'),
  updated_at: updatedAt(),
});
