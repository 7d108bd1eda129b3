import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { bodiesSentTo, sentOnce } from '../../test/requests.ts';
import { stubServer } from '../../test/server.ts';

// Sign-up and 'Esqueceu sua senha?' answer the captcha as the login does (decision 017).

configure({ asyncUtilTimeout: 5_000 });

const challenge = { id: 'c1', image: 'data:image/svg+xml,%3Csvg%2F%3E' };
const server = (more: Record<string, unknown> = {}) =>
  stubServer({
    '/api/auth/captcha': challenge,
    '/api/auth/captcha/check': { valid: true, message: 'Código correto' },
    ...more,
  });

describe('Cadastrar', { timeout: 20_000 }, () => {
  it('sends the captcha with the sign-up', async () => {
    const fetch = server({ '/api/auth/sign-up': { companyId: 'x' } });
    renderRoute('/auth?tab=cadastrar');
    await userEvent.type(await screen.findByLabelText('Nome da empresa'), 'Aero Sul');
    await userEvent.type(screen.getByLabelText('E-mail'), 'dono@aerosul.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'Segredo#2026');
    await userEvent.type(screen.getByLabelText('Código de verificação'), 'TESTE');
    await userEvent.click(screen.getByRole('button', { name: 'Começar teste grátis' }));
    expect(await sentOnce(fetch, '/api/auth/sign-up')).toMatchObject({
      companyName: 'Aero Sul',
      captchaId: 'c1',
      captchaCode: 'TESTE',
    });
  });

  it('says a company name beyond 120 characters and a missing captcha, sending nothing', async () => {
    const fetch = server();
    renderRoute('/auth?tab=cadastrar');
    const name = await screen.findByLabelText('Nome da empresa');
    await userEvent.click(name);
    await userEvent.paste('A'.repeat(121));
    await userEvent.click(screen.getByRole('button', { name: 'Começar teste grátis' }));
    expect(
      await screen.findByText('Nome da empresa deve ter no máximo 120 caracteres.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Código de verificação')).toHaveAccessibleDescription(
      'CAPTCHA obrigatório',
    );
    expect(bodiesSentTo(fetch, '/api/auth/sign-up')).toEqual([]);
  });
});

describe('Esqueceu sua senha?', { timeout: 20_000 }, () => {
  it('sends the captcha with the e-mail', async () => {
    const fetch = server({ '/api/auth/password-reset/request': { ok: true } });
    renderRoute('/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'Esqueceu sua senha?' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(await dialog.findByLabelText('E-mail'), 'dono@aerosul.com.br');
    await userEvent.type(dialog.getByLabelText('Código de verificação'), 'TESTE');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar link' }));
    expect(await sentOnce(fetch, '/api/auth/password-reset/request')).toEqual({
      email: 'dono@aerosul.com.br',
      captchaId: 'c1',
      captchaCode: 'TESTE',
    });
  });
});
