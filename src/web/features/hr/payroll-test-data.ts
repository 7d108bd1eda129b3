import { computePayroll } from '../../../domain/hr/payroll.ts';
import type {
  PayrollItem,
  PayrollItemRow,
  PayrollRunRow,
  PayrollRunView,
  PayrollSettingsVersion,
} from '../../../domain/hr/response-contracts.ts';
import { TABLES_2026 } from '../../../domain/hr/tables.ts';
import type { CompanyRole } from '../../../domain/companies/values.ts';
import type { ReactElement } from 'react';
import { renderAlone } from '../../test/render-with-queries.tsx';
import { signedIn, stubServer } from '../../test/server.ts';
import { sampleMonth, sampleSnapshot } from '../../../test-support/payroll.ts';

// What the payroll web tests share: November 2026's run of a pilot and a ground assistant,
// each computed by the payroll engine on the 2026 tables, and the server answering them.

export const RUN = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
export const PILOT_ITEM = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';
export const HELPER_ITEM = '7b6c5d4e-3f2a-4b1c-8d9e-8f7a6b5c4d3e';
export const VERSION = '8c7d6e5f-4a3b-4c2d-9e0f-9a8b7c6d5e4f';

/** The pilot: R$ 5.500,00, 10 h of overtime at 50 % and R$ 800,00 of commission on 3 operations. */
export const pilot: PayrollItem = {
  id: PILOT_ITEM,
  employee_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  funcionario: 'João Pereira',
  cargo: 'piloto_agricola',
  entrada: {
    funcionario: sampleSnapshot({ salario_base_cents: 5500_00, dependentes: 1 }),
    horas_extras_50: 10,
    horas_extras_100: 0,
    horas_noturnas: 0,
    dias_faltas: 0,
    comissoes_cents: 800_00,
    outros_descontos_cents: 0,
    comissao_origem: {
      base: 'hectare',
      valor_cents: 200,
      operacoes: 3,
      hectares: 400,
      horas_voo: 0,
    },
    meses: null,
    media_variaveis_cents: null,
    inicio: null,
    dias: null,
  },
  resultado: computePayroll(
    sampleMonth(5500_00, { horasExtras50: 10, comissoes: 800_00, dependentes: 1 }),
    TABLES_2026,
  ),
};

/** The ground assistant: R$ 2.000,00 with the vale-transporte and a day's absence. */
export const helper: PayrollItem = {
  id: HELPER_ITEM,
  employee_id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  funcionario: 'Ana Souza',
  cargo: 'auxiliar_pista',
  entrada: {
    ...pilot.entrada,
    funcionario: sampleSnapshot({
      nome: 'Ana Souza',
      cargo: 'auxiliar_pista',
      salario_base_cents: 2000_00,
      vale_transporte: true,
    }),
    horas_extras_50: 0,
    dias_faltas: 1,
    comissoes_cents: 0,
    comissao_origem: null,
  },
  resultado: computePayroll(
    sampleMonth(2000_00, { valeTransporte: true, diasFaltas: 1 }),
    TABLES_2026,
  ),
};

const sum = (pick: (item: PayrollItem) => number) => pick(pilot) + pick(helper);

/** November 2026's monthly run, a draft, as the list shows it. */
export const runRow: PayrollRunRow = {
  id: RUN,
  tipo: 'mensal',
  competencia: '2026-11-01',
  status: 'rascunho',
  fechada_at: null,
  funcionario: null,
  funcionarios: 2,
  proventos_cents: sum((i) => i.resultado.totalProventos),
  descontos_cents: sum((i) => i.resultado.totalDescontos),
  liquido_cents: sum((i) => i.resultado.salarioLiquido),
  inss_cents: sum((i) => i.resultado.descontoINSS),
  irrf_cents: sum((i) => i.resultado.descontoIRRF),
  fgts_cents: sum((i) => i.resultado.fgts),
};

/** An item as the run's page lists it: its name, role and totals. */
export const itemRow = (item: PayrollItem): PayrollItemRow => ({
  id: item.id,
  employee_id: item.employee_id,
  funcionario: item.funcionario,
  cargo: item.cargo,
  proventos_cents: item.resultado.totalProventos,
  descontos_cents: item.resultado.totalDescontos,
  liquido_cents: item.resultado.salarioLiquido,
});

/** The run with both items' rows, as its page reads it, on the tables valid since January 2026. */
export const runDetail = (over: Partial<PayrollRunView> = {}): PayrollRunView => ({
  ...runRow,
  valido_desde: '2026-01-01',
  itens: [pilot, helper].map(itemRow),
  titulos: [],
  ...over,
});

/** The server's answers for a run's page: the run (GET) and each of `items`' holerite. */
export const runAnswers = (run = runDetail(), items = [pilot, helper]) => ({
  [`/api/hr/folhas/${run.id}`]: run,
  ...Object.fromEntries(items.map((item) => [`/api/hr/folhas/${run.id}/itens/${item.id}`, item])),
});

/** The 2026 tables as the API answers a version. */
export const version2026: PayrollSettingsVersion = {
  id: VERSION,
  valido_desde: '2026-01-01',
  inss_faixa1_limite: 1621_00,
  inss_faixa1_aliquota: 7.5,
  inss_faixa2_limite: 2902_84,
  inss_faixa2_aliquota: 9,
  inss_faixa3_limite: 4354_27,
  inss_faixa3_aliquota: 12,
  inss_faixa4_limite: 8475_55,
  inss_faixa4_aliquota: 14,
  irrf_isencao: 2428_80,
  irrf_faixa1_limite: 2826_65,
  irrf_faixa1_aliquota: 7.5,
  irrf_faixa1_deducao: 182_16,
  irrf_faixa2_limite: 3751_05,
  irrf_faixa2_aliquota: 15,
  irrf_faixa2_deducao: 394_16,
  irrf_faixa3_limite: 4664_68,
  irrf_faixa3_aliquota: 22.5,
  irrf_faixa3_deducao: 675_49,
  irrf_faixa4_aliquota: 27.5,
  irrf_faixa4_deducao: 908_73,
  irrf_deducao_dependente: 189_59,
  irrf_desconto_simplificado: 607_20,
  irrf_reducao_lei_15270: true,
  vale_transporte_valor: 200_00,
  vale_transporte_desconto_max: 6,
  hora_extra_50_percentual: 50,
  hora_extra_100_percentual: 100,
  adicional_noturno_percentual: 20,
  salario_minimo: 1621_00,
  faltas_regra: 'dias_uteis',
  fgts_percentual: 8,
  em_uso: true,
};

/**
 * The server for a member with `role`: each answer by 'METHOD path' or by path alone (a
 * function makes the Response, a refusal say); anything else answers `null`.
 */
export const payrollServer = (answers: Record<string, unknown>, role: CompanyRole = 'owner') =>
  stubServer({ '/api/me': signedIn(role), ...answers });

/** A tab alone at `path`, with its query client and a router whose address the test reads. */
export const renderTab = (tab: ReactElement, path = '/recursos-humanos?aba=folha') =>
  renderAlone(tab, '/recursos-humanos', path);
