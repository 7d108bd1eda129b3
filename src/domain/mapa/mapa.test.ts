import { describe, expect, it } from 'vitest';
import { completeOperation } from '../../test-support/sample-company.ts';
import type { OperationReportData } from '../operations/report-data.ts';
import { mapaReportsDue } from './due.ts';
import { buildMonthlyReport } from './model-in-2-2008.ts';

function op(change: (d: OperationReportData) => void, id: string): OperationReportData {
  const data = completeOperation();
  data.operation.status = 'concluida';
  data.operation.id = id;
  data.operation.numero = `2026/${id.padStart(4, '0')}`;
  change(data);
  return data;
}

describe('the monthly MAPA report (IN 2/2008, Anexo V)', () => {
  const operations = [
    op((d) => {
      d.operation.data = '2026-11-20';
      d.operation.area_ha = 80;
      d.produtos[0]!.quantidade_total = 40;
    }, '1'),
    op((d) => {
      d.operation.data = '2026-11-05';
      d.propriedade!.municipio = 'Lucas do Rio Verde';
    }, '2'),
    op((d) => {
      d.operation.data = '2026-11-05';
      d.propriedade!.uf = 'GO';
      d.propriedade!.municipio = 'Rio Verde';
      d.cultura = { nome: 'Milho' };
    }, '3'),
    op((d) => {
      d.operation.data = '2026-10-31';
    }, '4'), // another month
    op((d) => {
      d.operation.data = '2026-11-12';
      d.operation.status = 'cancelada';
    }, '5'),
    op((d) => {
      d.operation.data = '2026-11-13';
      d.operation.status = 'em_andamento';
    }, '6'),
    op((d) => {
      d.operation.data = '2026-11-02';
      d.cultura = null;
      d.produtos = [];
    }, '7'),
  ];
  const report = buildMonthlyReport({
    company: completeOperation().company,
    year: 2026,
    month: 11,
    operations,
  });

  it('groups the concluded operations of the month by UF, in order, with their rows', () => {
    expect(report.monthName).toBe('novembro');
    expect(report.states.map((s) => s.uf)).toEqual(['GO', 'MT']);
    expect(report.states[1]!.rows.map((r) => [r.data, r.municipio, r.area_ha])).toEqual([
      ['2026-11-05', 'Lucas do Rio Verde', 120.5],
      ['2026-11-20', 'Sorriso', 80],
    ]);
    expect(report.states[0]!.rows[0]).toMatchObject({
      uf: 'GO',
      municipio: 'Rio Verde',
      servico: 'Aplicação líquida',
      cultura: 'Milho',
      produtos: 'Fox Xpro (0,500 L/ha; 60,250 L)',
    });
  });

  it('adds up area and product per UF and overall', () => {
    expect(report.states[1]!.totals).toEqual({
      operations: 2,
      area_ha: 200.5,
      products: [{ name: 'Fox Xpro', quantity: 100.25, unit: 'L' }],
    });
    expect(report.totals).toEqual({ operations: 3, area_ha: 321 });
  });

  it('lists first what cannot enter yet, and leaves out cancelled and other months', () => {
    expect(report.pending).toEqual([
      {
        operation_id: '7',
        numero: '2026/0007',
        data: '2026-11-02',
        reason: 'Falta: cultura, produtos',
      },
      {
        operation_id: '6',
        numero: '2026/0006',
        data: '2026-11-13',
        reason: 'Operação não concluída',
      },
    ]);
    const ids = report.states.flatMap((s) => s.rows.map((r) => r.operation_id));
    expect(ids).not.toContain('4');
    expect(ids).not.toContain('5');
  });
});

describe("the monthly MAPA report's area is the one the relatório printed", () => {
  // The sample operation declares 120,50 ha of Fox Xpro at 0,500 L/ha; its flight's files
  // measured 118,37 ha and the office reported that area, so its relatório printed 118,37 ha
  // and 118,37 × 0,500 = 59,185 L (issue 39 item 2). The month repeats the relatório.
  const measured = (declared: number | null, quantity: number | null) =>
    op((d) => {
      d.operation.data = '2026-11-10';
      d.operation.area_ha = declared;
      d.area_tratada = { origem: 'medida', medida_ha: 118.37 };
      d.produtos[0]!.quantidade_total = quantity;
    }, '8');
  it.each([
    ['declared beside it', 120.5, 59.185],
    ['none declared', null, 59.185],
    // Quantities not given by the relatório are the dose × the same area.
    ['its quantities not given', 120.5, null],
  ])('%s: 118,37 ha and 59,185 L', (_case, declared, quantity) => {
    const month = buildMonthlyReport({
      company: completeOperation().company,
      year: 2026,
      month: 11,
      operations: [measured(declared, quantity)],
    });
    expect(month.pending).toEqual([]);
    expect(month.states[0]!.rows.map((r) => r.area_ha)).toEqual([118.37]);
    expect(month.states[0]!.totals).toEqual({
      operations: 1,
      area_ha: 118.37,
      products: [{ name: 'Fox Xpro', quantity: 59.185, unit: 'L' }],
    });
  });
});

describe('when MAPA reports are due', () => {
  const nov = (state: string, ufs: string[]) => ({
    year: 2026,
    month: 11,
    overdue: state === 'atrasado',
    message: `Relatório MAPA de novembro ${state}`,
    ufs,
  });
  /** November 2026's UFs operated, those of `sent` marked sent. */
  const november = (operated: string[], sent: string[] = []) =>
    operated.map((uf) => ({ year: 2026, month: 11, uf, sent: sent.includes(uf) }));
  it.each([
    [
      'the 1st',
      '2026-12-01T08:00:00-03:00',
      november(['MT', 'GO', 'MT']),
      [nov('pendente', ['GO', 'MT'])],
    ],
    ['the 15th', '2026-12-15T23:59:00-03:00', november(['MT']), [nov('pendente', ['MT'])]],
    [
      'the 15th in SP (the 16th in UTC)',
      '2026-12-16T02:30:00Z',
      november(['MT']),
      [nov('pendente', ['MT'])],
    ],
    ['the 16th', '2026-12-16T00:00:00-03:00', november(['MT']), [nov('atrasado', ['MT'])]],
    [
      'the end of the month',
      '2026-12-31T23:59:00-03:00',
      november(['MT', 'GO'], ['GO']),
      [nov('atrasado', ['MT'])],
    ],
    [
      'some UFs sent',
      '2026-12-05T12:00:00-03:00',
      november(['MT', 'GO', 'PR'], ['GO']),
      [nov('pendente', ['MT', 'PR'])],
    ],
    ['every UF sent', '2026-12-05T12:00:00-03:00', november(['MT', 'GO'], ['GO', 'MT']), []],
    ['every UF sent, overdue', '2026-12-20T12:00:00-03:00', november(['MT'], ['MT']), []],
    ['a month with no operations', '2026-12-05T12:00:00-03:00', [], []],
    // The month that began is not owed yet.
    [
      'this month',
      '2026-12-05T12:00:00-03:00',
      [{ year: 2026, month: 12, uf: 'MT', sent: false }],
      [],
    ],
    [
      'December in January',
      '2027-01-10T12:00:00-03:00',
      [{ year: 2026, month: 12, uf: 'SP', sent: false }],
      [
        {
          year: 2026,
          month: 12,
          overdue: false,
          message: 'Relatório MAPA de dezembro pendente',
          ufs: ['SP'],
        },
      ],
    ],
    [
      // Issue 45: an unsent month is not forgotten when the next begins; oldest first, each
      // overdue from the 16th of the month after it, its year named when it is not this year's.
      'months left unsent',
      '2027-02-03T12:00:00-03:00',
      [
        { year: 2026, month: 11, uf: 'MT', sent: false },
        { year: 2027, month: 1, uf: 'GO', sent: false },
        { year: 2026, month: 12, uf: 'MT', sent: true },
        { year: 2026, month: 12, uf: 'PR', sent: false },
      ],
      [
        {
          year: 2026,
          month: 11,
          overdue: true,
          message: 'Relatório MAPA de novembro de 2026 atrasado',
          ufs: ['MT'],
        },
        {
          year: 2026,
          month: 12,
          overdue: true,
          message: 'Relatório MAPA de dezembro de 2026 atrasado',
          ufs: ['PR'],
        },
        {
          year: 2027,
          month: 1,
          overdue: false,
          message: 'Relatório MAPA de janeiro pendente',
          ufs: ['GO'],
        },
      ],
    ],
    [
      'an older month of this year',
      '2026-12-05T12:00:00-03:00',
      [{ year: 2026, month: 9, uf: 'MT', sent: false }],
      [
        {
          year: 2026,
          month: 9,
          overdue: true,
          message: 'Relatório MAPA de setembro atrasado',
          ufs: ['MT'],
        },
      ],
    ],
  ])('on %s (%s)', (_, now, operated, due) => {
    expect(mapaReportsDue(new Date(now), operated)).toEqual(due);
  });
});
