import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { bodiesSentTo } from '../../test/requests.ts';
import { stubServer } from '../../test/server.ts';

// The login form's own checks (spec part 1 §5): said before any request, each on its field.

const LOGIN = '/api/auth/login';
const challenge = { id: 'c1', image: 'data:image/png;base64,iVBORw0KGgo=' };

describe('Entrar', () => {
  it.each([
    ['both blank', '', ''],
    ['the e-mail blank', '', 'Segredo#2026'],
    ['the password blank', 'dono@aerosul.com.br', ''],
  ])(
    "says 'Email e senha são obrigatórios' with %s, sending nothing",
    async (_, email, password) => {
      const fetch = stubServer({ '/api/auth/captcha': challenge });
      renderRoute('/auth');
      if (email) await userEvent.type(await screen.findByLabelText('E-mail'), email);
      if (password) await userEvent.type(await screen.findByLabelText('Senha'), password);
      await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Email e senha são obrigatórios');
      if (!email)
        expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Email obrigatório');
      if (!password)
        expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha obrigatória');
      expect(bodiesSentTo(fetch, LOGIN)).toEqual([]);
    },
  );

  it('ties the captcha error to its field for the keyboard and screen readers', async () => {
    const fetch = stubServer({ '/api/auth/captcha': challenge });
    renderRoute('/auth');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'dono@aerosul.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'Segredo#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const captcha = screen.getByLabelText('Código de verificação');
    expect(await screen.findByText('CAPTCHA obrigatório')).toBeVisible();
    expect(captcha).toHaveAttribute('aria-invalid', 'true');
    expect(captcha).toHaveAccessibleDescription('CAPTCHA obrigatório');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodiesSentTo(fetch, LOGIN)).toEqual([]);
  });
});
