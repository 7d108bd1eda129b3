import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { sentOnce } from '../../test/requests.ts';
import { refusal, signedIn, stubServer } from '../../test/server.ts';
import { AFFILIATE_INVITE_TOKEN_KEY } from '../../lib/affiliate-invite.ts';

// Spec part 1 §4 'Affiliate invite': after any login a kept token is tried; accepted, the
// token goes and /afiliados opens 2 s later; refused, the token goes and the dashboard 1 s later.

const ACCEPT = '/api/affiliate-invites/accept';

describe('an affiliate invite kept for the login', () => {
  beforeEach(() => localStorage.clear());

  it('is accepted: a welcome, then /afiliados with its create dialog', async () => {
    const fetch = stubServer({
      '/api/me': signedIn('owner'),
      [ACCEPT]: { ok: true },
      '/api/affiliates/me': { affiliate: null, codeGenerated: false },
    });
    const { router } = renderRoute('/auth?convite-afiliado=tok123');
    expect(await sentOnce(fetch, ACCEPT)).toEqual({ token: 'tok123' });
    expect(localStorage.getItem(AFFILIATE_INVITE_TOKEN_KEY)).toBeNull();
    expect(await screen.findByText('Bem-vindo ao programa de afiliados!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/afiliados'));
    expect(router.state.historyAction).toBe('REPLACE'); // Back does not return to the login
    expect(await screen.findByRole('dialog', { name: 'Criar perfil de afiliado' })).toBeVisible();
  });

  it('is refused: the reason, the token gone, then the dashboard', async () => {
    const fetch = stubServer({
      '/api/me': signedIn('owner'),
      [ACCEPT]: () => refusal(410, 'X', 'Este convite expirou'),
    });
    const { router } = renderRoute('/auth?convite-afiliado=velho');
    expect(await sentOnce(fetch, ACCEPT)).toEqual({ token: 'velho' });
    expect(await screen.findByText('Este convite expirou')).toBeVisible();
    expect(localStorage.getItem(AFFILIATE_INVITE_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
