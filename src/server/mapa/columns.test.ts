import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { OperationReportData } from '../../domain/operations/report-data.ts';
import { buildMonthlyReport, MAPA_MODEL } from '../../domain/mapa/model-in-2-2008.ts';
import { completeOperation } from '../../test-support/sample-company.ts';
import { pdfPageCount, pdfText } from '../test/pdf-text.ts';
import { monthlyReportPdf } from './pdf.ts';
import { monthlyReportXlsx } from './xlsx.ts';

// The monthly report of IN MAPA nº 2/2008 (Art. 14, Anexo V) keeps the model's columns and
// names what an inspector asks next: the relatório operacional's number, the contratante, the
// aircraft's prefix and each product's MAPA registration (issue 38).

function concluded(id: string, change: (d: OperationReportData) => void) {
  const data = completeOperation();
  data.operation.status = 'concluida';
  data.operation.id = `5f0c8a40-0000-4000-8000-00000000000${id}`;
  data.operation.numero = `2026/000${id}`;
  change(data);
  return data;
}

const report = buildMonthlyReport({
  company: completeOperation().company,
  year: 2026,
  month: 11,
  operations: [
    concluded('1', (d) => {
      d.operation.data = '2026-11-05';
    }),
    concluded('2', (d) => {
      d.operation.data = '2026-11-20';
      d.operation.area_ha = 80;
      d.contratante!.nome = 'Cooperativa Agroindustrial dos Produtores do Vale do Teles Pires';
      d.aeronave!.prefixo = 'PT-UZB';
      d.produtos[0]!.quantidade_total = 40;
      d.produtos.push({
        ...d.produtos[0]!,
        nome_comercial: 'Ureia Protegida',
        classe: 'fertilizante',
        registro_mapa: null, // a register from before the field was asked for
        unidade: 'kg',
        dose_por_ha: 2,
        quantidade_total: 160,
      });
    }),
  ],
});

const columns = [
  'Data',
  'Relatório nº',
  'UF',
  'Município',
  'Contratante',
  'Tipo de serviço',
  'Cultura',
  'Área (ha)',
  'Aeronave (prefixo)',
  'Produtos utilizados',
  'Registro MAPA dos produtos',
];

const rows = [
  [
    '05/11/2026',
    '2026/0001',
    'MT',
    'Sorriso',
    'Agropecuária Boa Vista',
    'Aplicação líquida',
    'Soja',
    120.5,
    'PR-AGV',
    'Fox Xpro (0,500 L/ha; 60,250 L)',
    'Fox Xpro: 17718',
  ],
  [
    '20/11/2026',
    '2026/0002',
    'MT',
    'Sorriso',
    'Cooperativa Agroindustrial dos Produtores do Vale do Teles Pires',
    'Aplicação líquida',
    'Soja',
    80,
    'PT-UZB',
    'Fox Xpro (0,500 L/ha; 40,000 L); Ureia Protegida (2,000 kg/ha; 160,000 kg)',
    'Fox Xpro: 17718; Ureia Protegida: —',
  ],
];

describe('the monthly report names the relatório, contratante, aircraft and registrations', () => {
  it('keeps the model’s columns and adds the four, in this order', () => {
    expect(MAPA_MODEL.columns).toEqual(columns);
  });

  it('writes them in the XLSX, one line per operation', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await monthlyReportXlsx(report, 'MT')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(8).values).toEqual([undefined, ...columns]);
    expect([9, 10].map((n) => (sheet.getRow(n).values as unknown[]).slice(1))).toEqual(rows);
    const total = sheet.getRow(11);
    expect([1, 4, 8, 10].map((c) => total.getCell(c).value)).toEqual([
      'Total',
      '2 operações',
      200.5,
      'Fox Xpro: 100,25 L; Ureia Protegida: 160 kg',
    ]);
    expect(sheet.columnCount).toBe(columns.length);
  });

  it('prints them in the landscape PDF, each value whole on its line', async () => {
    const pdf = await monthlyReportPdf(report, { uf: 'MT', compress: false });
    expect(pdfPageCount(pdf)).toBe(1);
    const lines = pdfText(pdf).split('\n');
    // A header wraps at spaces only; every word of every header is there.
    for (const word of columns.flatMap((c) => c.split(' ')))
      expect(lines.some((line) => line.split(' ').includes(word))).toBe(true);
    for (const value of ['2026/0001', '2026/0002', 'PR-AGV', 'PT-UZB', 'Agropecuária Boa Vista'])
      expect(lines).toContain(value);
    // Wrapped cells joined again; pdfText reads WinAnsi as latin1, where '—' is 0x97.
    const text = lines.join(' ').replace(/\s+/g, ' ').replaceAll('\x97', '—');
    expect(text).toContain('Cooperativa Agroindustrial dos Produtores do Vale do Teles Pires');
    expect(text).toContain('Fox Xpro: 17718; Ureia Protegida: —');
  });
});
