import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { bodiesSentTo } from '../../test/requests.ts';
import { stubServer } from '../../test/server.ts';

// The password validator's messages are the spec's English ones (part 1 §5); people read them in
// pt-BR under 'Erro de validação' (issue 45).

const challenge = { id: 'c1', image: 'data:image/png;base64,iVBORw0KGgo=' };

describe('Cadastrar: a password the rules refuse', () => {
  it.each([
    ['Ab1!', 'A senha deve ter pelo menos 8 caracteres'],
    ['abcdefg1!', 'A senha deve conter pelo menos uma letra maiúscula'],
    ['Abcdefgh!', 'A senha deve conter pelo menos um número'],
  ])('%j is refused in Portuguese: %s', async (password, message) => {
    const fetch = stubServer({
      '/api/auth/captcha': challenge,
      '/api/auth/captcha/check': { valid: true, message: 'Código correto' },
    });
    renderRoute('/auth?tab=cadastrar');
    await userEvent.type(await screen.findByLabelText('Nome da empresa'), 'Aero Sul');
    await userEvent.type(screen.getByLabelText('E-mail'), 'dono@aerosul.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), password);
    await userEvent.type(screen.getByLabelText('Código de verificação'), 'TESTE');
    await userEvent.click(screen.getByRole('button', { name: 'Começar teste grátis' }));
    expect(await screen.findByText(`Erro de validação: ${message}`)).toBeVisible();
    expect(screen.queryByText(/Password must/)).toBeNull();
    expect(bodiesSentTo(fetch, '/api/auth/sign-up')).toEqual([]);
  });
});
