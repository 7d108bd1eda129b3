import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { refusal, signedIn, stubServer } from '../../test/server.ts';
import { NO_FISCAL_SETTINGS } from './test-profile.ts';

afterEach(() => vi.unstubAllGlobals());

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

/**
 * The server by path, with the logo as the test says: its state answers whether there is one
 * (and its version), PUT answers `put` (or stores it, a new version), DELETE removes it.
 */
function server(role: 'owner' | 'pilot', options: { has?: boolean; put?: Response } = {}) {
  let has = options.has ?? false;
  let version = 1;
  const fetch = stubServer({
    '/api/company/logo/estado': () =>
      new Response(
        JSON.stringify({ logo: has ? { tipo: 'image/jpeg', versao: `v${version}` } : null }),
      ),
    '/api/me': signedIn(role),
    '/api/billing/status': () => new Response('{}', { status: 503 }),
    '/api/company/members': { members: [] },
    '/api/company/invites': { invites: [] },
    '/api/company/fiscal': NO_FISCAL_SETTINGS,
    '/api/company/logo': () => {
      const method = calls().at(-1)?.[1]?.method;
      if (method === 'PUT') {
        if (options.put) return options.put;
        has = true;
        version++;
        return new Response('{"ok":true}');
      }
      if (method === 'DELETE') {
        has = false;
        return new Response(null, { status: 204 });
      }
      throw new Error(`the page asked for the logo itself (${method ?? 'GET'})`);
    },
  });
  const calls = () => fetch.mock.calls as unknown as [string, RequestInit | undefined][];
  const sent = (method: string) =>
    calls().filter(([url, init]) => url === '/api/company/logo' && init?.method === method);
  const asked = () => calls().filter(([url]) => url.startsWith('/api/company/logo?'));
  return { sent, asked };
}

describe('Perfil → Logotipo', () => {
  it('asks only for the state of a company without a logo, never for the image', async () => {
    const { sent, asked } = server('owner');
    renderRoute('/perfil');
    const panel = await screen.findByRole('region', { name: 'Logotipo' });
    expect(await within(panel).findByText('Nenhum logotipo enviado.')).toBeVisible();
    expect([...sent('GET'), ...sent('HEAD'), ...asked()]).toEqual([]);
  });

  it('lets the owner upload a PNG, see it, then remove it', async () => {
    const { sent } = server('owner');
    renderRoute('/perfil');
    const panel = await screen.findByRole('region', { name: 'Logotipo' });
    expect(await within(panel).findByText('Nenhum logotipo enviado.')).toBeVisible();
    await userEvent.upload(within(panel).getByLabelText(/Enviar logotipo/), png());
    const image = await within(panel).findByRole('img', { name: 'Logotipo da empresa' });
    expect(image).toBeVisible();
    // The image by its version: a new upload is not taken from the browser's cache.
    expect(image).toHaveAttribute('src', '/api/company/logo?v=v2');
    const [, init] = sent('PUT')[0]!;
    expect((init!.body as FormData).get('arquivo')).toBeInstanceOf(File);
    await userEvent.click(within(panel).getByRole('button', { name: 'Remover logotipo' }));
    expect(await within(panel).findByText('Nenhum logotipo enviado.')).toBeVisible();
    expect(sent('DELETE')).toHaveLength(1);
  });

  it("shows the server's refusal on the field", async () => {
    const message = 'Dados inválidos. Verifique os campos destacados.';
    const fields = { logo: 'O logotipo deve ser uma imagem PNG ou JPEG.' };
    server('owner', { put: refusal(400, 'VALIDATION_FAILED', message, fields) });
    renderRoute('/perfil');
    const panel = await screen.findByRole('region', { name: 'Logotipo' });
    const input = await within(panel).findByLabelText(/Enviar logotipo/);
    await userEvent.upload(input, png());
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'O logotipo deve ser uma imagem PNG ou JPEG.',
    );
  });

  it('refuses a file over 1 MB before sending it', async () => {
    const { sent } = server('owner');
    renderRoute('/perfil');
    const panel = await screen.findByRole('region', { name: 'Logotipo' });
    await userEvent.upload(
      await within(panel).findByLabelText(/Enviar logotipo/),
      png(1024 * 1024 + 1),
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'O logotipo deve ter no máximo 1 MB.',
    );
    expect(sent('PUT')).toHaveLength(0);
  });

  it('shows a pilot the logo without changing it', async () => {
    server('pilot', { has: true });
    renderRoute('/perfil');
    const panel = await screen.findByRole('region', { name: 'Logotipo' });
    expect(await within(panel).findByRole('img', { name: 'Logotipo da empresa' })).toBeVisible();
    await waitFor(() => expect(within(panel).queryByLabelText(/Enviar logotipo/)).toBeNull());
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
