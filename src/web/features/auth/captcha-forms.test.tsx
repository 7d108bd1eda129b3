import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { bodiesSentTo, sentOnce } from '../../test/requests.ts';
import { stubServer } from '../../test/server.ts';

// Sign-up and 'Esqueceu sua senha?' answer the captcha as the login does (decision 017).

const challenge = { id: 'c1', image: 'data:image/png;base64,iVBORw0KGgo=' };
const server = (more: Record<string, unknown> = {}) =>
  stubServer({
    '/api/auth/captcha': challenge,
    '/api/auth/captcha/check': { valid: true, message: 'Código correto' },
    ...more,
  });

/** Each form that answers the captcha: where it is, what it is filled with and what it sends. */
const FORMS = [
  {
    form: 'Cadastrar',
    address: '/auth?tab=cadastrar',
    opens: null,
    route: '/api/auth/sign-up',
    answer: { companyId: 'x' },
    fields: {
      'Nome da empresa': 'Aero Sul',
      'E-mail': 'dono@aerosul.com.br',
      Senha: 'Segredo#2026',
    },
    submit: 'Começar teste grátis',
    sent: { companyName: 'Aero Sul' },
  },
  {
    form: 'Esqueceu sua senha?',
    address: '/auth',
    opens: 'Esqueceu sua senha?',
    route: '/api/auth/password-reset/request',
    answer: { ok: true },
    fields: { 'E-mail': 'dono@aerosul.com.br' },
    submit: 'Enviar link',
    sent: { email: 'dono@aerosul.com.br' },
  },
];

describe('the captcha', () => {
  it.each(FORMS)('$form sends it with the form', async (f) => {
    const fetch = server({ [f.route]: f.answer });
    renderRoute(f.address);
    let scope: Pick<typeof screen, 'findByLabelText' | 'getByRole'> = screen;
    if (f.opens) {
      await userEvent.click(await screen.findByRole('button', { name: f.opens }));
      scope = within(await screen.findByRole('dialog'));
    }
    const fields = { ...f.fields, 'Código de verificação': 'TESTE' };
    for (const [label, value] of Object.entries(fields))
      await userEvent.type(await scope.findByLabelText(label), value);
    await userEvent.click(scope.getByRole('button', { name: f.submit }));
    expect(await sentOnce(fetch, f.route)).toMatchObject({
      ...f.sent,
      captchaId: 'c1',
      captchaCode: 'TESTE',
    });
  });
});

describe('Cadastrar', () => {
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
