import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../../domain/auth/contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { bodiesSentTo, sentOnce } from '../../test/requests.ts';
import { refusal, signedIn, stubServer } from '../../test/server.ts';

// The invite card of the login screen (spec part 1 §2, §4 'Invite login flow', §5 'Invite
// acceptance') in each state: visitor, the invitee signed in, someone else signed in, and an
// invitee who already belongs to a company.

const ACCEPT = '/api/invites/accept-with-password';
const LINK = '/auth?invite=tok123&email=piloto%40aerosul.com.br';
const PASSWORD = 'Segredo#2026';

/** Someone signed in as `email`, with a company or none. */
function as(email: string, member: boolean): Me {
  const me = signedIn(member ? 'pilot' : null);
  return { ...me, user: { ...me.user, email } };
}

const accepted = { success: true, company_id: 'c1' };

const PREVIEW = '/api/invites/convite?token=tok123';

describe('the invite card', () => {
  it('names the company that invites and the role offered', async () => {
    stubServer({ [PREVIEW]: { empresa: 'Aero X', papel: 'pilot' } });
    renderRoute(LINK);
    expect(await screen.findByText('Aero X convidou você como Piloto.')).toBeVisible();
    expect(screen.getByText('Você foi convidado para fazer parte da equipe')).toBeVisible();
    expect(await screen.findByLabelText('Defina sua senha')).toBeVisible();
  });

  it('asks for nothing on a link that is no longer an invite', async () => {
    stubServer({
      [PREVIEW]: () => refusal(404, 'INVITE_INVALID', 'Convite inválido ou expirado'),
    });
    renderRoute(LINK);
    expect(await screen.findByText('Convite inválido ou expirado')).toBeVisible();
    expect(screen.queryByLabelText('Defina sua senha')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).toBeNull();
  });

  it("asks a visitor to 'Defina sua senha' and accepts with it", async () => {
    const fetch = stubServer({ [ACCEPT]: accepted });
    renderRoute(LINK);
    expect(await screen.findByRole('heading', { name: 'Bem-vindo ao AgroVoo!' })).toBeVisible();
    await userEvent.type(await screen.findByLabelText('Defina sua senha'), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await sentOnce(fetch, ACCEPT)).toEqual({
      token: 'tok123',
      email: 'piloto@aerosul.com.br',
      password: PASSWORD,
    });
  });

  it("asks the invitee signed in without a company to 'Confirme sua senha', then accepts once", async () => {
    const fetch = stubServer({
      '/api/me': as('piloto@aerosul.com.br', false),
      [ACCEPT]: accepted,
    });
    renderRoute(LINK);
    const field = await screen.findByLabelText('Confirme sua senha');
    expect(bodiesSentTo(fetch, ACCEPT)).toEqual([]);
    await userEvent.type(field, PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByRole('button', { name: /Processando convite/ })).toBeDisabled();
    expect(await sentOnce(fetch, ACCEPT)).toEqual({
      token: 'tok123',
      email: 'piloto@aerosul.com.br',
      password: PASSWORD,
    });
  });

  it("says 'Senha incorreta' with its description when the account's password is wrong", async () => {
    stubServer({
      '/api/me': as('piloto@aerosul.com.br', false),
      [ACCEPT]: () =>
        refusal(401, 'WRONG_PASSWORD', 'Senha incorreta', {
          password: 'Você já tem uma conta com este email. Digite sua senha atual.',
        }),
    });
    renderRoute(LINK);
    await userEvent.type(await screen.findByLabelText('Confirme sua senha'), 'Errada#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Senha incorreta$/);
    expect(screen.getByLabelText('Confirme sua senha')).toHaveAccessibleDescription(
      'Você já tem uma conta com este email. Digite sua senha atual.',
    );
  });

  it("signs someone else out ('Trocando usuário...') and then asks to 'Defina sua senha'", async () => {
    let me: Me | null = as('dono@aerosul.com.br', true);
    const fetch = stubServer({
      '/api/me': () => new Response(JSON.stringify(me)),
      '/api/auth/logout': () => {
        me = null;
        return new Response(JSON.stringify({ ok: true }));
      },
    });
    renderRoute(LINK);
    expect(await screen.findByText('Trocando usuário...')).toBeVisible();
    expect(await screen.findByLabelText('Defina sua senha')).toBeVisible();
    expect(fetch.mock.calls.filter(([url]) => url === '/api/auth/logout')).toHaveLength(1);
    expect(bodiesSentTo(fetch, ACCEPT)).toEqual([]);
  });

  it("tells an invitee who already has a company 'Você já pertence a uma empresa', accepting nothing", async () => {
    const fetch = stubServer({ '/api/me': as('piloto@aerosul.com.br', true) });
    renderRoute(LINK);
    expect(await screen.findByText('Você já pertence a uma empresa')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).toBeNull();
    expect(bodiesSentTo(fetch, ACCEPT)).toEqual([]);
  });
});
