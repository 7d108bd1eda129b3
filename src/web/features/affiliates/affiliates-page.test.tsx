import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AffiliateProfile } from '../../../domain/affiliates/contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { bodiesSentTo, sentOnce } from '../../test/requests.ts';
import { refusal, signedIn, stubServer } from '../../test/server.ts';

// /afiliados: the create dialog (its button waits for name and CPF/CNPJ), the profile's link
// and cards, and the payment data saved one field at a time on blur or on change.

const ME = '/api/affiliates/me';
const PAYMENT = '/api/affiliates/me/pagamento';

const profile = (over: Partial<AffiliateProfile> = {}): AffiliateProfile => ({
  nome_completo: 'Ana Souza',
  email: 'dono@aerosul.com.br',
  cpf_cnpj: '52998224725',
  telefone: null,
  affiliate_code: 'AB2CD3EF',
  status: 'ativo',
  pix_type: 'cpf',
  pix_key: null,
  banco: null,
  agencia: null,
  conta: null,
  tipo_conta: null,
  created_at: '2026-11-20T12:00:00.000Z',
  total_referidos: 1,
  total_comissoes: 1198,
  saldo_disponivel: 1198,
  ...over,
});

const server = (answers: Record<string, unknown>) =>
  stubServer({
    '/api/me': signedIn('owner'),
    '/api/affiliates/me/comissoes?': { items: [], total: 0, pageSize: 20 },
    '/api/affiliates/me/referidos?': { items: [], total: 0, pageSize: 20 },
    ...answers,
  });

describe('/afiliados without a profile', () => {
  it('waits for name and CPF/CNPJ, then sends the dialog', async () => {
    const fetch = server({ [ME]: { affiliate: null, codeGenerated: false } });
    renderRoute('/afiliados');
    await userEvent.click(await screen.findByRole('button', { name: 'Criar perfil de afiliado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar perfil de afiliado' });
    const create = within(dialog).getByRole('button', { name: 'Criar perfil' });
    expect(create).toBeDisabled();
    expect(within(dialog).getByText('Preencha nome e CPF/CNPJ')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Nome completo *'), 'Ana Souza');
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('CPF/CNPJ *'), '52998224725');
    await userEvent.type(within(dialog).getByLabelText('Telefone'), '65999990000');
    await userEvent.tab();
    expect(within(dialog).getByLabelText('Telefone')).toHaveValue('(65) 99999-0000');
    expect(within(dialog).getByLabelText('CPF/CNPJ *')).toHaveValue('529.982.247-25');
    expect(create).toBeEnabled();
    await userEvent.click(create);
    expect(await sentOnce(fetch, ME)).toEqual({
      nome_completo: 'Ana Souza',
      cpf_cnpj: '52998224725',
      telefone: '(65) 99999-0000',
    });
  });

  // The spec's words (part 1 §5): a session gone answers 'Não autenticado' (issue 45 item 9).
  it.each([
    [400, 'X', 'Você já é um afiliado'],
    [401, 'AFFILIATE_UNAUTHENTICATED', 'Não autenticado'],
  ])(
    "says 'Erro ao criar afiliado' with the server's reason (%i %s)",
    async (status, code, reason) => {
      server({
        [ME]: (() => {
          let calls = 0;
          return () =>
            ++calls === 1
              ? new Response(JSON.stringify({ affiliate: null, codeGenerated: false }))
              : refusal(status, code, reason);
        })(),
      });
      renderRoute('/afiliados');
      await userEvent.click(
        await screen.findByRole('button', { name: 'Criar perfil de afiliado' }),
      );
      const dialog = await screen.findByRole('dialog');
      await userEvent.type(within(dialog).getByLabelText('Nome completo *'), 'Ana');
      await userEvent.type(within(dialog).getByLabelText('CPF/CNPJ *'), '52998224725');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Criar perfil' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        `Erro ao criar afiliado: ${reason}`,
      );
    },
  );
});

describe('/afiliados with a profile', () => {
  it('shows the code, the referral link and the cards', async () => {
    server({ [ME]: { affiliate: profile(), codeGenerated: false } });
    renderRoute('/afiliados');
    expect(await screen.findByText('AB2CD3EF')).toBeVisible();
    expect(screen.getByLabelText('Link de indicação')).toHaveValue(
      `${window.location.origin}/?ref=AB2CD3EF`,
    );
    expect(screen.getByText('Total de indicações').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Total de comissões').nextSibling).toHaveTextContent('R$ 11,98');
    expect(screen.getByText('Saldo disponível').nextSibling).toHaveTextContent('R$ 11,98');
  });

  it('saves a text on blur and a choice on change, one field each, only when changed', async () => {
    const fetch = server({
      [ME]: { affiliate: profile(), codeGenerated: false },
      [PAYMENT]: profile({ banco: 'Itaú' }),
    });
    renderRoute('/afiliados?aba=pagamento');
    const banco = await screen.findByLabelText('Banco');
    await userEvent.click(banco);
    await userEvent.tab();
    expect(bodiesSentTo(fetch, PAYMENT)).toEqual([]);
    await userEvent.type(banco, 'Itaú');
    expect(bodiesSentTo(fetch, PAYMENT)).toEqual([]);
    await userEvent.tab();
    expect(await sentOnce(fetch, PAYMENT)).toEqual({ banco: 'Itaú' });
    await userEvent.selectOptions(screen.getByLabelText('Tipo de conta'), 'Poupança');
    await waitFor(() => expect(bodiesSentTo(fetch, PAYMENT)).toHaveLength(2));
    expect(bodiesSentTo(fetch, PAYMENT)[1]).toEqual({ tipo_conta: 'poupanca' });
  });

  it('shows a refused key under its field', async () => {
    server({
      [ME]: { affiliate: profile(), codeGenerated: false },
      [PAYMENT]: () =>
        refusal(400, 'X', 'Chave PIX inválida para o tipo CPF.', {
          pix_key: 'Chave PIX inválida para o tipo CPF.',
        }),
    });
    renderRoute('/afiliados?aba=pagamento');
    const key = await screen.findByLabelText('Chave PIX');
    await userEvent.type(key, '123');
    await userEvent.tab();
    expect(
      await screen.findByText('Erro ao atualizar: Chave PIX inválida para o tipo CPF.'),
    ).toBeVisible();
    expect(key).toHaveAccessibleDescription(
      'Erro ao atualizar: Chave PIX inválida para o tipo CPF.',
    );
  });
});
