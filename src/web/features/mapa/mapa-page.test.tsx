import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapaDue, MapaMonth } from '../../../domain/mapa/contracts.ts';
import { MONTH_NAMES } from '../../../domain/format.ts';
import { MAPA_MODEL } from '../../../domain/mapa/model-in-2-2008.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';

/** A month without concluded operations, as `GET /api/mapa` answers it. */
const emptyMonth = (year: number, month: number): MapaMonth => ({
  report: {
    model: MAPA_MODEL.id,
    year,
    month,
    monthName: MONTH_NAMES[month - 1]!,
    company: {
      company_name: 'Aero Sul',
      cnpj: null,
      registro_mapa: null,
      endereco: null,
      municipio: null,
      uf: null,
    },
    states: [],
    pending: [],
    totals: { operations: 0, area_ha: 0 },
  },
  submissions: [],
});

const october = (overdue: boolean) => ({
  year: 2026,
  month: 10,
  overdue,
  message: `Relatório MAPA de outubro ${overdue ? 'atrasado' : 'pendente'}`,
  ufs: ['MT'],
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/relatorios opens on', () => {
  it.each<[string, string, MapaDue['due'], number, number]>([
    ['the month due', '2026-11-05T12:00:00-03:00', [october(false)], 2026, 10],
    ['the month due, overdue', '2026-11-28T12:00:00-03:00', [october(true)], 2026, 10],
    [
      'the oldest month due',
      '2026-12-05T12:00:00-03:00',
      [october(true), { ...october(false), month: 11 }],
      2026,
      10,
    ],
    ['the current month when nothing is due', '2026-11-28T12:00:00-03:00', [], 2026, 11],
    ["São Paulo's month, not UTC's", '2026-12-01T01:00:00Z', [], 2026, 11],
  ])('%s (at %s, due %j) → %i-%i', async (_, now, due, year, month) => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(now) });
    stubServer({
      '/api/me': signedIn('owner'),
      '/api/mapa/pendente': { due },
      [`/api/mapa?ano=${year}&mes=${month}`]: emptyMonth(year, month),
    });
    renderRoute('/relatorios');
    expect(
      await screen.findByText(
        `Nenhuma operação concluída em ${MONTH_NAMES[month - 1]} de ${year}.`,
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Mês')).toHaveValue(String(month));
    expect(screen.getByLabelText('Ano')).toHaveValue(String(year));
  });
});
