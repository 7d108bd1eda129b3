import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';

afterEach(() => vi.unstubAllGlobals());

describe('/operacao', () => {
  it.each([
    ['/operacao?data=2026-12-01', '2026-12-01'], // from an empty day of the agenda
    ['/operacao?data=2026-02-30', null], // not a date: today
  ])('%s starts on %s', async (url, day) => {
    stubServer({ '/api/me': signedIn('admin') });
    renderRoute(url);
    const field = await screen.findByLabelText(/^Data/);
    expect(field).toHaveValue(
      day ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()),
    );
  });
});
