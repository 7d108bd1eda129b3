import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';
import { NO_FISCAL_SETTINGS } from './test-profile.ts';

afterEach(() => vi.unstubAllGlobals());

const MB = 1024 * 1024;

function server(role: 'owner' | 'pilot') {
  return stubServer({
    '/api/me': signedIn(role),
    '/api/billing/status': () => new Response('{}', { status: 503 }),
    '/api/company/members': { members: [] },
    '/api/company/invites': { invites: [] },
    '/api/company/logo/estado': { logo: null },
    '/api/company/armazenamento': { usado_bytes: 768 * MB, cota_bytes: 1024 * MB },
    '/api/company/fiscal': NO_FISCAL_SETTINGS,
  });
}

describe('Perfil → Armazenamento (issue 35)', () => {
  it("shows the owner the company's files against its quota", async () => {
    server('owner');
    renderRoute('/perfil');
    const panel = await screen.findByRole('region', { name: 'Armazenamento' });
    expect(await within(panel).findByText('768 MB de 1.024 MB usados')).toBeVisible();
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
  });

  it('is not shown to a pilot', async () => {
    server('pilot');
    renderRoute('/perfil');
    await screen.findByRole('region', { name: 'Logotipo' });
    expect(screen.queryByRole('region', { name: 'Armazenamento' })).toBeNull();
  });
});
