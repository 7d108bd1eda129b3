import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapaMonth } from '../../../domain/mapa/contracts.ts';
import { MAPA_MODEL, type MonthlyRow } from '../../../domain/mapa/model-in-2-2008.ts';
import { openNovember } from './test-mapa.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Issue 38 item 4: the page shows the columns the spreadsheet and the PDF have, the relatório's
// number, the contratante, the aircraft and each product's MAPA registration among them.
const row = (numero: string, data: string, registros: string): MonthlyRow => ({
  operation_id: `5f0c8a40-0000-4000-8000-00000000000${numero.slice(-1)}`,
  numero,
  data,
  uf: 'MT',
  municipio: 'Sorriso',
  contratante: 'Agropecuária Boa Vista',
  servico: 'Aplicação líquida',
  cultura: 'Soja',
  area_ha: 120.5,
  aeronave: 'PR-AGV',
  produtos: 'Fox Xpro (0,500 L/ha; 60,250 L)',
  registros_mapa: registros,
});

const november: MapaMonth = {
  report: {
    model: MAPA_MODEL.id,
    year: 2026,
    month: 11,
    monthName: 'novembro',
    company: {
      company_name: 'Aero Sul',
      cnpj: null,
      registro_mapa: 'MT-00123',
      endereco: null,
      municipio: null,
      uf: 'MT',
    },
    states: [
      {
        uf: 'MT',
        rows: [
          row('2026/0001', '2026-11-10', 'Fox Xpro: 17718'),
          row('2026/0002', '2026-11-12', 'Fox Xpro: —'),
        ],
        totals: {
          operations: 2,
          area_ha: 241,
          products: [{ name: 'Fox Xpro', quantity: 120.5, unit: 'L' }],
        },
      },
    ],
    pending: [],
    totals: { operations: 2, area_ha: 241 },
  },
  submissions: [],
};

describe('/relatorios: the rows of a UF', () => {
  it('has the columns of the files sent, each row with its relatório, contratante, aircraft and registrations', async () => {
    const mt = await openNovember(november);
    expect(
      within(mt)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Data',
      'Relatório nº',
      'Município',
      'Contratante',
      'Tipo de serviço',
      'Cultura',
      'Área (ha)',
      'Aeronave',
      'Produtos utilizados',
      'Registro MAPA dos produtos',
    ]);
    const [, first, second, total] = within(mt).getAllByRole('row');
    // Each cell names its column too (shown only on a phone, where a row is a card).
    const cells = (tr: HTMLElement) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(first!)).toEqual([
      'Data10/11/2026',
      'Relatório nº2026/0001',
      'MunicípioSorriso',
      'ContratanteAgropecuária Boa Vista',
      'Tipo de serviçoAplicação líquida',
      'CulturaSoja',
      'Área (ha)120,50',
      'AeronavePR-AGV',
      'Produtos utilizadosFox Xpro (0,500 L/ha; 60,250 L)',
      'Registro MAPA dos produtosFox Xpro: 17718',
    ]);
    expect(within(first!).getByRole('link', { name: '10/11/2026' })).toHaveAttribute(
      'href',
      '/operacao/5f0c8a40-0000-4000-8000-000000000001',
    );
    expect(cells(second!)).toContain('Registro MAPA dos produtosFox Xpro: —');
    expect(cells(total!)).toEqual([
      'Total: 2 operações',
      'Área (ha)241,00',
      '',
      'Produtos utilizadosFox Xpro: 120,500 L',
    ]);
  });
});
