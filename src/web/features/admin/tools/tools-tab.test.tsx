import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT_DEFAULTS } from '../../../../domain/admin/tools.ts';
import { bodiesSentTo } from '../../../test/requests.ts';
import { refusal, stubServer } from '../../../test/server.ts';
import { ToolsTab } from './tools-tab.tsx';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify.ts', () => ({ notify }));

const renderTab = () => renderWithQueries(<ToolsTab />);
const card = (name: string) => screen.getByRole('region', { name });
const companies = { items: [], total: 0, pageSize: 20 };
const COMPANIES_URL = '/api/admin/companies?';

beforeEach(() => notify.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('Ferramentas', () => {
  it('sets up the demo account only after confirming, and shows its generated password once', async () => {
    const fetch = stubServer({
      [COMPANIES_URL]: companies,
      '/api/admin/tools/demo-account': {
        companyId: 'c9',
        email: DEMO_ACCOUNT_DEFAULTS.email,
        password: 'AvGerada-123456#7',
      },
    });
    renderTab();
    const demo = card('Conta de demonstração');
    expect(within(demo).getByLabelText('E-mail')).toHaveValue(DEMO_ACCOUNT_DEFAULTS.email);
    expect(within(demo).getByLabelText('Nome da empresa')).toHaveValue(
      DEMO_ACCOUNT_DEFAULTS.companyName,
    );
    // No password is typed nor prefilled: the server makes one.
    expect(within(demo).queryByLabelText('Senha')).toBeNull();
    fireEvent.click(within(demo).getByRole('button', { name: 'Configurar demonstração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar conta de demonstração?' });
    expect(dialog).toHaveTextContent(
      `Será criada a empresa ${DEMO_ACCOUNT_DEFAULTS.companyName} com acesso premium por 1 ano`,
    );
    expect(dialog).toHaveTextContent(`com o login ${DEMO_ACCOUNT_DEFAULTS.email}`);
    expect(bodiesSentTo(fetch, '/api/admin/tools/demo-account')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar demonstração' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Conta de demonstração configurada!'));
    expect(bodiesSentTo(fetch, '/api/admin/tools/demo-account')).toEqual([DEMO_ACCOUNT_DEFAULTS]);
    const login = within(demo).getByRole('status', { name: 'Login da demonstração' });
    expect(login).toHaveTextContent('AvGerada-123456#7');
    expect(login).toHaveTextContent('Anote a senha: ela não será mostrada de novo.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('creates nothing when the confirmation is cancelled', async () => {
    const fetch = stubServer({ [COMPANIES_URL]: companies });
    renderTab();
    const demo = card('Conta de demonstração');
    fireEvent.click(within(demo).getByRole('button', { name: 'Configurar demonstração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar conta de demonstração?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(demo).getByRole('button', { name: 'Configurar demonstração' }),
    ).not.toBeDisabled();
    expect(fetch.mock.calls.map((c) => c[0])).not.toContain('/api/admin/tools/demo-account');
  });

  it.each([
    ['email', 'Este e-mail já está em uso.'],
    ['companyName', 'Nome da empresa: já existe uma empresa com este nome.'],
  ])('shows the server refusing %s on its field', async (field, message) => {
    stubServer({
      [COMPANIES_URL]: companies,
      '/api/admin/tools/demo-account': () =>
        refusal(400, 'VALIDATION_FAILED', message, { [field]: message }),
    });
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Configurar demonstração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar conta de demonstração?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar demonstração' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Login da demonstração' })).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says the title of any other failure', async () => {
    stubServer({
      [COMPANIES_URL]: companies,
      '/api/admin/tools/weekly-report': () => refusal(500, 'INTERNAL_ERROR', 'SMTP fora do ar'),
    });
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar relatório agora' }));
    // Mutations retry once (spec §9) before the failure shows.
    expect(
      await screen.findByText('Erro ao enviar relatório semanal: SMTP fora do ar'),
    ).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([
    ['dono@aerosul.com.br', '', 'Nova senha é obrigatória'],
    ['dono@aerosul.com.br', 'Ab1!', 'A senha deve ter pelo menos 8 caracteres'],
    [
      'dono@aerosul.com.br',
      'abcdefgh',
      'A senha deve conter pelo menos: 1 maiúscula, 1 número, 1 caractere especial',
    ],
    ['dono', 'Abcdefg1!', 'Formato de e-mail inválido'],
  ])('password reset refuses %s / %j: %s, sending nothing', async (email, password, message) => {
    const fetch = stubServer({ [COMPANIES_URL]: companies });
    renderTab();
    const reset = card('Redefinir senha de usuário');
    fireEvent.change(within(reset).getByLabelText('E-mail do usuário'), {
      target: { value: email },
    });
    fireEvent.change(within(reset).getByLabelText('Nova senha'), { target: { value: password } });
    fireEvent.click(within(reset).getByRole('button', { name: 'Alterar senha' }));
    expect(await within(reset).findByText(message)).toBeVisible();
    expect(fetch.mock.calls.map((c) => c[0])).not.toContain('/api/admin/tools/password');
  });

  it('resets a password only after confirming', async () => {
    const fetch = stubServer({
      [COMPANIES_URL]: companies,
      '/api/admin/tools/password': { ok: true },
    });
    renderTab();
    const reset = card('Redefinir senha de usuário');
    fireEvent.change(within(reset).getByLabelText('E-mail do usuário'), {
      target: { value: 'dono@aerosul.com.br' },
    });
    fireEvent.change(within(reset).getByLabelText('Nova senha'), {
      target: { value: 'Nova#Senha2026' },
    });
    fireEvent.click(within(reset).getByRole('button', { name: 'Alterar senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar a senha?' });
    expect(fetch.mock.calls.map((c) => c[0])).not.toContain('/api/admin/tools/password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Senha alterada'));
    expect(bodiesSentTo(fetch, '/api/admin/tools/password')[0]).toEqual({
      userEmail: 'dono@aerosul.com.br',
      newPassword: 'Nova#Senha2026',
    });
  });

  it('finds the orphan users and says how many', async () => {
    stubServer({
      [COMPANIES_URL]: companies,
      '/api/admin/tools/orphans': {
        items: [
          { id: 'u7', email: 'sem-empresa@aerosul.com.br', created_at: '2026-11-20T13:00:00.000Z' },
        ],
        total: 1,
        pageSize: 20,
      },
    });
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Buscar usuários órfãos' }));
    expect(await screen.findByText('sem-empresa@aerosul.com.br')).toBeVisible();
    expect(screen.getByText(/Cadastrado em 20\/11\/2026/)).toBeVisible();
    expect(notify).toHaveBeenCalledWith('Busca concluída', '1 usuário sem perfil.');
    fireEvent.click(screen.getByRole('button', { name: 'Corrigir sem-empresa@aerosul.com.br' }));
    expect(await screen.findByRole('dialog', { name: 'Corrigir usuário?' })).toBeVisible();
  });
});
