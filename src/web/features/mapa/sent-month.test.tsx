import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapaMonth } from '../../../domain/mapa/contracts.ts';
import { MAPA_MODEL } from '../../../domain/mapa/model-in-2-2008.ts';
import { SENT_MONTH_CHANGED } from '../../../domain/mapa/sent.ts';
import { openNovember } from './test-mapa.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Issue 38, item 1 (decision 029): a UF marked sent keeps the files sent.
const PDF_SHA = 'd'.repeat(64);
const november = (alterado: boolean): MapaMonth => ({
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
      { uf: 'MT', rows: [], totals: { operations: 0, area_ha: 0, products: [] } },
      { uf: 'GO', rows: [], totals: { operations: 0, area_ha: 0, products: [] } },
    ],
    pending: [],
    totals: { operations: 1, area_ha: 120.5 },
  },
  submissions: [
    {
      uf: 'MT',
      sent_at: '2026-12-03T13:00:00.000Z',
      sent_by: 'dono@aerosul.com.br',
      pdf_sha256: PDF_SHA,
      alterado,
    },
  ],
});

describe('/relatorios: a UF marked sent', () => {
  it('says when the month changed after it was sent, and shows the digest of the PDF sent', async () => {
    const mt = await openNovember(november(true));
    expect(within(mt).getByRole('status')).toHaveTextContent(SENT_MONTH_CHANGED);
    expect(within(mt).getByText(PDF_SHA)).toBeVisible();
    const go = screen.getByRole('region', { name: 'GO · novembro/2026' });
    expect(within(go).queryByRole('status')).toBeNull();
  });

  it('says nothing while the month is as it was sent', async () => {
    const mt = await openNovember(november(false));
    expect(within(mt).getByText(/Enviado em 03\/12\/2026/)).toBeVisible();
    expect(within(mt).queryByRole('status')).toBeNull();
  });
});
