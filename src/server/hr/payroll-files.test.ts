import { describe, expect, it } from 'vitest';
import type { EmployeeSnapshot } from '../../domain/hr/contracts.ts';
import { computePayroll, type PayrollInput } from '../../domain/hr/payroll.ts';
import type { PayrollItem } from '../../domain/hr/response-contracts.ts';
import { TABLES_2026 } from '../../domain/hr/tables.ts';
import { formatBRL } from '../../domain/money.ts';
import { pdfPageCount, pdfText } from '../test/pdf-text.ts';
import { holeritesPdf, type RunHeading } from './holerite-pdf.ts';
import { summaryPdf, summaryTable } from './payroll-summary.ts';

const COMPANY = {
  company_name: 'Aero Sul Aviação Agrícola',
  cnpj: '11222333000181',
  registro_mapa: 'MT-00123',
  endereco: 'Rodovia BR-163, km 742',
  municipio: 'Sorriso',
  uf: 'MT',
};
/** A label/value pair as pdfText reads it: the bold label, then the value on its own line. */
const pair = (label: string, value: string) => `${label}: \n${value}`;
const NOVEMBER: RunHeading = { tipo: 'mensal', competencia: '2026-11-01', status: 'fechada' };

const NO_EXTRAS: PayrollInput = {
  salarioBase: 0,
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
};

/** An item as a run stores it: the employee's snapshot and the engine's result. */
function item(
  funcionario: Pick<EmployeeSnapshot, 'nome' | 'cpf' | 'pis' | 'cargo'>,
  input: Partial<PayrollInput> & { salarioBase: number },
): PayrollItem {
  const payroll = { ...NO_EXTRAS, ...input };
  return {
    id: crypto.randomUUID(),
    employee_id: crypto.randomUUID(),
    funcionario: funcionario.nome,
    cargo: funcionario.cargo,
    entrada: {
      funcionario: {
        ...funcionario,
        admissao: '2024-03-04',
        salario_base_cents: payroll.salarioBase,
        dependentes: payroll.dependentes,
        vale_transporte: payroll.valeTransporte,
        vale_alimentacao_cents: payroll.valeAlimentacao,
        vale_refeicao_cents: payroll.valeRefeicao,
        plano_saude_cents: payroll.planoSaudeValor,
        plano_odontologico_cents: payroll.planoDentalValor,
        insalubridade: payroll.insalubridade,
        periculosidade: payroll.periculosidade,
        funcao_gratificada_cents: payroll.funcaoGratificada,
      },
      horas_extras_50: payroll.horasExtras50,
      horas_extras_100: payroll.horasExtras100,
      horas_noturnas: payroll.horasNoturnas,
      dias_faltas: payroll.diasFaltas,
      comissoes_cents: payroll.comissoes,
      outros_descontos_cents: 0,
      comissao_origem: null,
      meses: null,
      media_variaveis_cents: null,
      inicio: null,
      dias: null,
    },
    resultado: computePayroll(payroll, TABLES_2026),
  };
}

/** A pilot with overtime, periculosidade, commissions and a health plan (IRRF reduced). */
const PILOT = item(
  { nome: 'Carlos Mendes', cpf: '52998224725', pis: '12045678905', cargo: 'piloto_agricola' },
  {
    salarioBase: 450000,
    horasExtras50: 10,
    periculosidade: true,
    comissoes: 100000,
    dependentes: 1,
    planoSaudeValor: 30000,
  },
);
/** R$ 3.000,00 and nothing else: INSS 248,60, no IRRF, net 2.751,40, FGTS 240,00. */
const CLERK = item(
  { nome: 'Beatriz Souza', cpf: '11144477735', pis: null, cargo: 'administrativo' },
  { salarioBase: 300000 },
);
/** The minimum wage with insalubridade, the vale-transporte and a day's absence. */
const RUNWAY = item(
  { nome: 'Ana Lima', cpf: '39053344705', pis: null, cargo: 'auxiliar_pista' },
  { salarioBase: 180000, insalubridade: 20, valeTransporte: true, diasFaltas: 1 },
);
const ITEMS = [CLERK, PILOT, RUNWAY];

describe('the holerites PDF', () => {
  it('prints one page per item, in their order, each with its employee, lines, totals and bases', async () => {
    const pdf = await holeritesPdf(COMPANY, NOVEMBER, ITEMS, { compress: false });
    expect(pdfPageCount(pdf)).toBe(3);
    const text = pdfText(pdf);
    const names = ITEMS.map((i) => text.indexOf(i.funcionario));
    expect(names).toEqual([...names].sort((a, b) => a - b));
    expect(names.every((at) => at >= 0)).toBe(true);
    for (const expected of [
      'Aero Sul Aviação Agrícola',
      'CNPJ 11.222.333/0001-81 · Registro MAPA MT-00123',
      'Rodovia BR-163, km 742 · Sorriso/MT',
      'RECIBO DE PAGAMENTO DE SALÁRIO',
      'Competência novembro/2026 · Folha mensal',
      '529.982.247-25',
      'Piloto agrícola',
      '04/03/2024',
      '120.45678.90-5',
      'Declaro ter recebido a importância líquida discriminada neste recibo.',
      'Assinatura do funcionário',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Rascunho');
  });

  it.each([
    ['the clerk', CLERK],
    ['the pilot', PILOT],
    ['the runway assistant', RUNWAY],
  ])("prints every line of %s's resultado, the totals and the net exactly", async (_, one) => {
    const text = pdfText(await holeritesPdf(COMPANY, NOVEMBER, [one], { compress: false }));
    const r = one.resultado;
    expect(r.linhas.length).toBeGreaterThan(0);
    for (const line of r.linhas) {
      expect(text).toContain(line.descricao);
      expect(text).toContain(formatBRL(line.valor));
      if (line.referencia) expect(text).toContain(line.referencia);
    }
    expect(text).toContain(`Líquido a receber: ${formatBRL(r.salarioLiquido)}`);
    for (const value of [r.totalProventos, r.totalDescontos, r.baseINSS, r.baseIRRF, r.fgts])
      expect(text).toContain(formatBRL(value));
  });

  it('R$ 3.000,00: the figures of the payroll rules, the simplified deduction, no reduction line', async () => {
    const text = pdfText(await holeritesPdf(COMPANY, NOVEMBER, [CLERK], { compress: false }));
    for (const expected of [
      'R$ 3.000,00',
      'R$ 248,60',
      'Líquido a receber: R$ 2.751,40',
      'R$ 240,00',
      pair('Dedução IRRF (simplificada)', 'R$ 607,20'),
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Redução Lei 15.270');
  });

  it('shows the Lei 15.270 reduction when the pilot had one, and a draft as such', async () => {
    expect(PILOT.resultado.reducaoLei15270).toBeGreaterThan(0);
    const draft = { ...NOVEMBER, status: 'rascunho' as const };
    const text = pdfText(await holeritesPdf(COMPANY, draft, [PILOT], { compress: false }));
    expect(text).toContain(pair('Redução Lei 15.270', formatBRL(PILOT.resultado.reducaoLei15270)));
    expect(text).toContain('Competência novembro/2026 · Folha mensal · Rascunho');
  });
});

describe('the payroll summary', () => {
  it('has a row per employee and the totals as the sums of the items', () => {
    const { columns, rows } = summaryTable(ITEMS);
    expect(columns.map((c) => c.header)).toEqual([
      'Nome',
      'Cargo',
      'Proventos',
      'Descontos',
      'Líquido',
      'INSS',
      'IRRF',
      'FGTS',
      'Base INSS',
    ]);
    expect(rows[0]).toEqual([
      'Beatriz Souza',
      'Administrativo',
      300000,
      24860,
      275140,
      24860,
      0,
      24000,
      300000,
    ]);
    const sum = (pick: (r: PayrollItem['resultado']) => number) =>
      ITEMS.reduce((total, i) => total + pick(i.resultado), 0);
    expect(rows.at(-1)).toEqual([
      'Total (3 funcionários)',
      '',
      sum((r) => r.totalProventos),
      sum((r) => r.totalDescontos),
      sum((r) => r.salarioLiquido),
      sum((r) => r.descontoINSS),
      sum((r) => r.descontoIRRF),
      sum((r) => r.fgts),
      sum((r) => r.baseINSS),
    ]);
  });

  it('prints the same table as a PDF, money in R$', async () => {
    const summary = summaryTable(ITEMS);
    const text = pdfText(await summaryPdf(COMPANY, NOVEMBER, summary, { compress: false }));
    expect(text).toContain('RESUMO DA FOLHA DE PAGAMENTO');
    expect(text).toContain('Competência novembro/2026 · Folha mensal');
    for (const row of summary.rows)
      for (const cell of row.slice(2)) expect(text).toContain(formatBRL(Number(cell)));
    expect(text).toContain('Total (3 funcionários)');
    expect(text).toContain('Auxiliar de pista');
  });
});
