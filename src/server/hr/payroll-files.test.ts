import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { blankEntry } from '../../domain/hr/payroll-records.ts';
import { computePayroll } from '../../domain/hr/payroll.ts';
import { PAYROLL_LINE_CODES } from '../../domain/hr/payslip.ts';
import { payrollRunDetail, type PayrollItem } from '../../domain/hr/response-contracts.ts';
import { TABLES_2026 } from '../../domain/hr/tables.ts';
import { formatBRL } from '../../domain/money.ts';
import { sampleMonth, sampleSnapshot } from '../../test-support/payroll.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { expectPdf, pdfPageCount, pdfText } from '../test/pdf-text.ts';
import { holeritesPdf, type RunHeading } from './holerite-pdf.ts';
import { summaryPdf, summaryTable } from './payroll-summary.ts';
import { addEmployee, EMPLOYEE, hrCompany } from '../test/hr.ts';

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

/** The figures the summary sheet totals, in its columns' order. */
const SUMMED = [
  'totalProventos',
  'totalDescontos',
  'salarioLiquido',
  'descontoINSS',
  'descontoIRRF',
  'fgts',
  'baseINSS',
] as const;

/** R$ 3.000,00 and nothing else, as a run stores it: INSS 248,60, no IRRF, net 2.751,40. */
const CLERK: PayrollItem = {
  id: crypto.randomUUID(),
  employee_id: crypto.randomUUID(),
  funcionario: 'Beatriz Souza',
  cargo: 'administrativo',
  entrada: blankEntry(
    sampleSnapshot({
      nome: 'Beatriz Souza',
      pis: '12045678905',
      cargo: 'administrativo',
      admissao: '2024-03-04',
      salario_base_cents: 300000,
    }),
  ),
  resultado: computePayroll(sampleMonth(300000), TABLES_2026),
};

describe('the holerite and the summary of R$ 3.000,00', () => {
  it('print the company, the month, the employee, the figures of the payroll rules and the signature', async () => {
    const text = pdfText(await holeritesPdf(COMPANY, NOVEMBER, [CLERK], { compress: false }));
    for (const expected of [
      'Aero Sul Aviação Agrícola',
      'CNPJ 11.222.333/0001-81 · Registro MAPA MT-00123',
      'Rodovia BR-163, km 742 · Sorriso/MT',
      'RECIBO DE PAGAMENTO DE SALÁRIO',
      'Competência novembro/2026 · Folha mensal',
      pair('Nome', 'Beatriz Souza'),
      pair('CPF', '529.982.247-25'),
      pair('Cargo', 'Administrativo'),
      pair('Admissão', '04/03/2024'),
      pair('PIS', '120.45678.90-5'),
      '001\nSalário base\n30 dias\nR$ 3.000,00',
      // A line's code is its place in the engine's order of lines.
      `${String(PAYROLL_LINE_CODES.indexOf('inss') + 1).padStart(3, '0')}\nINSS\n8,29%\nR$ 248,60`,
      'Totais\nR$ 3.000,00\nR$ 248,60',
      'Líquido a receber: R$ 2.751,40',
      pair('Salário base', 'R$ 3.000,00'),
      pair('Base INSS', 'R$ 3.000,00'),
      pair('FGTS do mês', 'R$ 240,00'),
      pair('Dedução IRRF (simplificada)', 'R$ 607,20'),
      'Declaro ter recebido a importância líquida discriminada neste recibo.',
      'Assinatura do funcionário',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Redução Lei 15.270');
    expect(text).not.toContain('Rascunho');
    const draft = { ...NOVEMBER, status: 'rascunho' as const };
    expect(pdfText(await holeritesPdf(COMPANY, draft, [CLERK], { compress: false }))).toContain(
      'Competência novembro/2026 · Folha mensal · Rascunho',
    );
  });

  it('sum the items in the summary, printed as a PDF too', async () => {
    const summary = summaryTable([CLERK, CLERK]);
    expect(summary.columns.map((c) => c.header)).toEqual([
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
    const figures = [300000, 24860, 275140, 24860, 0, 24000, 300000];
    expect(summary.rows).toEqual([
      ['Beatriz Souza', 'Administrativo', ...figures],
      ['Beatriz Souza', 'Administrativo', ...figures],
      ['Total (2 funcionários)', '', ...figures.map((f) => 2 * f)],
    ]);
    const text = pdfText(await summaryPdf(COMPANY, NOVEMBER, summary, { compress: false }));
    expect(text).toContain('RESUMO DA FOLHA DE PAGAMENTO');
    expect(text).toContain(
      'Total (2 funcionários)\nR$ 6.000,00\nR$ 497,20\nR$ 5.502,80\nR$ 497,20\nR$ 0,00\nR$ 480,00\nR$ 6.000,00',
    );
  });
});

const t = useTestApp({ now: new Date('2026-11-24T12:00:00Z') });

/** The four employees of the HR tests and November 2026's monthly run through the API. */
async function novemberRun(email?: string) {
  const company = await hrCompany(t.app, email);
  for (const employee of Object.values(EMPLOYEE)) await addEmployee(company.owner, employee);
  const post = (payload: object) =>
    company.owner({ method: 'POST', url: '/api/hr/folhas', payload });
  const run = answer(await post({ tipo: 'mensal', competencia: '2026-11' }), 201, payrollRunDetail);
  return { ...company, run, post };
}

describe('GET /api/hr/folhas/:id/holerites and /resumo', () => {
  it("answer every holerite in the run's order, one, and the summary with the items' totals", async () => {
    const { owner, run } = await novemberRun();
    const url = `/api/hr/folhas/${run.id}`;
    const all = await owner({ method: 'GET', url: `${url}/holerites` });
    expectPdf(all);
    expect(all.headers['content-disposition']).toBe('attachment; filename="holerites-2026-11.pdf"');
    expect(pdfPageCount(all.rawPayload)).toBe(4);
    const text = pdfText(all.rawPayload);
    const at = run.itens.map((i) => text.indexOf(i.funcionario));
    expect(at.every((position) => position >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    for (const { resultado: r } of run.itens) {
      for (const line of r.linhas) {
        // A row's cells, each on its own line (an empty one writes nothing).
        const cells = [line.descricao, line.referencia, formatBRL(line.valor)];
        expect(text).toContain(cells.filter(Boolean).join('\n'));
      }
      expect(text).toContain(`Líquido a receber: ${formatBRL(r.salarioLiquido)}`);
      expect(text).toContain(pair('Base IRRF', formatBRL(r.baseIRRF)));
    }
    // The mechanic's IRRF is wholly reduced by Lei 15.270 (taxable income under R$ 5.000,00).
    const mechanic = run.itens.find((i) => i.funcionario === 'Roberto Alves')!.resultado;
    expect(mechanic.reducaoLei15270).toBeGreaterThan(0);
    expect(text).toContain(pair('Redução Lei 15.270', formatBRL(mechanic.reducaoLei15270)));

    const pilot = run.itens.find((i) => i.funcionario === 'Carlos Mendes')!;
    const one = await owner({ method: 'GET', url: `${url}/holerites?item=${pilot.id}` });
    expect(one.headers['content-disposition']).toBe(
      'attachment; filename="holerite-carlos-mendes-2026-11.pdf"',
    );
    expect(pdfPageCount(one.rawPayload)).toBe(1);
    const pilotText = pdfText(one.rawPayload);
    expect(pilotText).toContain('Carlos Mendes');
    expect(pilotText).toContain('120.31456.78-6');
    expect(pilotText).not.toContain('Ana Souza');

    const sheetRes = await owner({ method: 'GET', url: `${url}/resumo?formato=xlsx` });
    expect(sheetRes.headers['content-disposition']).toBe(
      'attachment; filename="resumo-folha-2026-11.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheetRes.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Resumo da folha')!;
    expect(sheet.rowCount).toBe(6);
    const reais = (figure: (typeof SUMMED)[number]) =>
      run.itens.reduce((sum, i) => sum + i.resultado[figure], 0) / 100;
    expect((sheet.getRow(6).values as unknown[]).slice(1)).toEqual([
      'Total (4 funcionários)',
      '',
      ...SUMMED.map(reais),
    ]);
    expect(reais('salarioLiquido')).toBe(run.liquido_cents / 100);

    const summary = await owner({ method: 'GET', url: `${url}/resumo` });
    expect(summary.headers['content-disposition']).toBe(
      'attachment; filename="resumo-folha-2026-11.pdf"',
    );
    expect(pdfText(summary.rawPayload)).toContain(formatBRL(run.liquido_cents));
  });

  it('refuse a pilot (403), a bad formato (400), another run’s item and another company’s run (404)', async () => {
    const { owner, pilot, run, post } = await novemberRun();
    const first = answer(
      await post({ tipo: 'decimo_terceiro_1', competencia: '2026-11' }),
      201,
      payrollRunDetail,
    );
    const thirteenth = await owner({ method: 'GET', url: `/api/hr/folhas/${first.id}/holerites` });
    expect(thirteenth.headers['content-disposition']).toBe(
      'attachment; filename="holerites-13-parcela-1-2026-11.pdf"',
    );
    const other = await novemberRun('dono@outra.com.br');
    const table = [
      [pilot, `/api/hr/folhas/${run.id}/holerites`, 403],
      [pilot, `/api/hr/folhas/${run.id}/resumo?formato=xlsx`, 403],
      [owner, `/api/hr/folhas/${run.id}/resumo?formato=csv`, 400],
      [owner, `/api/hr/folhas/${run.id}/holerites?item=${first.itens[0]!.id}`, 404],
      [owner, `/api/hr/folhas/${run.id}/holerites?item=${other.run.itens[0]!.id}`, 404],
      [owner, `/api/hr/folhas/${other.run.id}/holerites`, 404],
      [owner, `/api/hr/folhas/${other.run.id}/resumo?formato=pdf`, 404],
    ] as const;
    for (const [who, url, status] of table) {
      const res = await who({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      if (status === 400)
        expect(res.json().error.fields).toEqual({ formato: 'Formato: escolha pdf ou xlsx.' });
    }
  });
});
