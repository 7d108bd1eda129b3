import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { MapaMonth } from '../../../domain/mapa/contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';

/**
 * /relatorios on 5 December 2026 for an owner, the server answering `month` for November (and
 * December, where the page may open first); answers November's MT section once drawn.
 */
export async function openNovember(month: MapaMonth) {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-12-05T12:00:00-03:00') });
  stubServer({
    '/api/me': signedIn('owner'),
    '/api/mapa/pendente': { due: [] },
    '/api/mapa?ano=2026&mes=12': month,
    '/api/mapa?ano=2026&mes=11': month,
  });
  renderRoute('/relatorios?ano=2026&mes=11');
  return screen.findByRole('region', { name: 'MT · novembro/2026' });
}
