import { screen, waitFor, within } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries.tsx';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { AdminStats } from '../stats-cards.tsx';
import { CompaniesTab } from './companies-tab.tsx';
import { refusal } from '../../../test/server.ts';
import { adminServer, aeroSul, page, voeAgro } from './test-companies.ts';
import { sentWith } from '../../../test/requests.ts';

// Empresas (spec part 2 §2): the cards and their badges, the search on the server, the count,
// the manage dialog (save, refusal, delete) and the financial details.

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const LIST = '/api/admin/companies?';
const renderTab = () =>
  renderWithQueries(
    <>
      <AdminStats />
      <CompaniesTab />
    </>,
  );
const card = (name: string) => screen.findByRole('listitem', { name });
/** Presses `button` on Aero Sul's card; the dialog it opens, named `dialog`. */
const openFromCard = async (button: string, dialog: string) => {
  await userEvent.click(within(await card('Aero Sul')).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
};

describe('Empresas', () => {
  it('shows the stats, the count and each company with its badge', async () => {
    adminServer({
      'GET /api/admin/stats': {
        total_companies: 40,
        total_users: 95,
        active_companies: 17,
        awaiting_payment: 20,
      },
      [`GET ${LIST}`]: page([aeroSul, voeAgro]),
    });
    renderTab();
    expect(await screen.findByText('42,5% de conversão')).toBeVisible();
    expect(screen.getByText('Total de Usuários').nextSibling).toHaveTextContent('95');
    expect(await screen.findByText('2 empresas')).toBeVisible();
    expect(within(await card('Aero Sul')).getByText('Ativa')).toBeVisible();
    expect(within(await card('Voe Agro')).getByText('Pagamento Obrigatório')).toBeVisible();
    expect(within(await card('Aero Sul')).getByText(/12\.345\.678\/0001-95/)).toBeVisible();
    // Each card is named by a heading of the level under the page's h1, none skipped (issue 45
    // item 11: axe's heading-order).
    expect(
      within(await card('Aero Sul')).getByRole('heading', { level: 2, name: 'Aero Sul' }),
    ).toBeVisible();
  });

  it('searches on the server and says when nothing was found', async () => {
    const fetch = adminServer({
      [`GET ${LIST}`]: page([aeroSul, voeAgro]),
      [`GET ${LIST}busca=12.345`]: page([]),
    });
    renderTab();
    await card('Aero Sul');
    await userEvent.type(
      screen.getByLabelText('Buscar empresa por nome, e-mail ou CNPJ'),
      '12.345',
    );
    expect(await screen.findByText('Nenhuma empresa encontrada')).toBeVisible();
    expect(sentWith(fetch, 'GET', `${LIST}busca=12.345`)).toHaveLength(1);
  });

  it('remembers the grid or list choice', async () => {
    adminServer({ [`GET ${LIST}`]: page([aeroSul]) });
    const first = renderTab();
    await card('Aero Sul');
    await userEvent.click(screen.getByRole('button', { name: 'Lista' }));
    first.unmount();
    renderTab();
    expect(await screen.findByRole('button', { name: 'Lista' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    localStorage.clear();
  });
});

describe('the manage dialog', () => {
  const open = () => openFromCard('Gerenciar', 'Gerenciar Aero Sul');
  /** The dialog open on a server that refuses `method` on Aero Sul (deleted meanwhile). */
  const openRefused = (method: 'PATCH' | 'DELETE') => {
    adminServer({
      [`GET ${LIST}`]: page([aeroSul]),
      [`${method} /api/admin/companies/c1`]: () =>
        refusal(404, 'NOT_FOUND', 'Registro não encontrado.'),
    });
    renderTab();
    return open();
  };

  it('saves the user limit and the notes with one PATCH and says so', async () => {
    const fetch = adminServer({
      [`GET ${LIST}`]: page([aeroSul]),
      'PATCH /api/admin/companies/c1': { ...aeroSul, max_users: 5 },
    });
    renderTab();
    const dialog = await open();
    const limit = within(dialog).getByLabelText('Limite de usuários');
    await userEvent.clear(limit);
    await userEvent.type(limit, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Limite de usuários deve ser pelo menos 1.'),
    ).toBeVisible();
    expect(sentWith(fetch, 'PATCH', '/api/admin/companies/c1')).toEqual([]);

    await userEvent.clear(limit);
    await userEvent.type(limit, '5');
    // The notes and the billing e-mail are two fields (decision 026): a note keeps the e-mail.
    expect(within(dialog).getByLabelText('E-mail de cobrança')).toHaveValue(
      'financeiro@aerosul.com.br',
    );
    await userEvent.type(within(dialog).getByLabelText('Observações do administrador'), 'Ligou');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Empresa atualizada',
        'Os dados da empresa foram atualizados com sucesso!',
      ),
    );
    expect(sentWith(fetch, 'PATCH', '/api/admin/companies/c1')).toEqual([
      // Only what changed: the dates left alone are not sent again.
      { max_users: 5, admin_notes: 'Ligou' },
    ]);
  });

  it("shows a company's storage use and sets its own quota, empty for the default", async () => {
    const fetch = adminServer({
      [`GET ${LIST}`]: page([aeroSul]),
      'PATCH /api/admin/companies/c1': { ...aeroSul, storage_quota_mb: 2048 },
    });
    renderTab();
    expect(
      within(await card('Aero Sul')).getByText('Armazenamento: 12,5 MB de 1.024 MB usados'),
    ).toBeVisible();
    const dialog = await open();
    const quota = within(dialog).getByLabelText('Cota de armazenamento (MB)');
    expect(quota).toHaveValue(null);
    expect(
      within(dialog).getByText(
        'Vazio: o padrão da plataforma. Em uso: 12,5 MB de 1.024 MB usados.',
      ),
    ).toBeVisible();
    await userEvent.type(quota, '2048');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(sentWith(fetch, 'PATCH', '/api/admin/companies/c1')).toEqual([
        { storage_quota_mb: 2048 },
      ]),
    );
  });

  it('refuses a note typed as the billing e-mail, naming the field, and sends nothing', async () => {
    const fetch = adminServer({ [`GET ${LIST}`]: page([aeroSul]) });
    renderTab();
    const dialog = await open();
    const billing = within(dialog).getByLabelText('E-mail de cobrança');
    await userEvent.clear(billing);
    await userEvent.type(billing, 'Ligou em 20/11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('E-mail de cobrança: formato de e-mail inválido.'),
    ).toBeVisible();
    expect(sentWith(fetch, 'PATCH', '/api/admin/companies/c1')).toEqual([]);
  });

  it("says the server's refusal after 'Erro ao atualizar empresa'", async () => {
    const dialog = await openRefused('PATCH');
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'Suspenso');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Erro ao atualizar empresa: Registro não encontrado.'),
    ).toBeVisible();
  });

  it('deletes only after the confirmation', async () => {
    const fetch = adminServer({
      [`GET ${LIST}`]: page([aeroSul]),
      'DELETE /api/admin/companies/c1': { id: 'c1', company_name: 'Aero Sul', members_released: 2 },
    });
    renderTab();
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deletar empresa' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deletar empresa' });
    expect(sentWith(fetch, 'DELETE', '/api/admin/companies/c1')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deletar' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Empresa deletada', expect.any(String)),
    );
    expect(sentWith(fetch, 'DELETE', '/api/admin/companies/c1')).toHaveLength(1);
  });

  it("says 'Erro ao deletar empresa' with the server's message", async () => {
    const dialog = await openRefused('DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deletar empresa' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deletar empresa' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deletar' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Erro ao deletar empresa: Registro não encontrado.',
    );
  });
});

describe('the financial details', () => {
  const open = () => openFromCard('Financeiro', 'Financeiro — Aero Sul');

  it('lists the history with its labels and amounts', async () => {
    adminServer({
      [`GET ${LIST}`]: page([aeroSul]),
      'GET /api/admin/companies/c1/financeiro?': {
        items: [
          {
            kind: 'charge',
            status: 'pending',
            user_email: 'dono@aerosul.com.br',
            amount_cents: 5990,
            at: '2026-11-21T12:00:00.000Z',
          },
          {
            kind: 'subscription',
            status: 'active',
            user_email: 'dono@aerosul.com.br',
            amount_cents: 11980,
            at: '2026-11-20T12:00:00.000Z',
          },
          {
            kind: 'charge',
            status: 'paid',
            user_email: 'dono@aerosul.com.br',
            amount_cents: 5990,
            at: '2026-10-20T12:00:00.000Z',
          },
        ],
        total: 3,
        pageSize: 20,
      },
    });
    renderTab();
    const dialog = await open();
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Cobrançadono@aerosul.com.br · 21/11/2026R$ 59,90Pendente',
      'Assinatura (estimativa mensal)dono@aerosul.com.br · 20/11/2026R$ 119,80Ativo',
      'Cobrançadono@aerosul.com.br · 20/10/2026R$ 59,90Pago',
    ]);
  });

  it('says when there is no history', async () => {
    adminServer({
      [`GET ${LIST}`]: page([aeroSul]),
      'GET /api/admin/companies/c1/financeiro?': { items: [], total: 0, pageSize: 20 },
    });
    renderTab();
    const dialog = await open();
    expect(await within(dialog).findByText('Nenhum histórico financeiro encontrado')).toBeVisible();
  });
});
