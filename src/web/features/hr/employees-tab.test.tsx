import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';
import { employeeRow, hrServer, LIST, page } from './test-hr.ts';

// Recursos Humanos' employees: the rows with their documents' badge, the empty state that
// invites the first one, and the search and situação asked of the server.

// A page's code and its dialogs load as they would in the browser: slowly on a busy machine.

const asked = (fetch: ReturnType<typeof hrServer>) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/hr/funcionarios?'));

describe('/recursos-humanos', () => {
  it('lists the employees with cargo, admissão, salário and documents to renew', async () => {
    hrServer([
      employeeRow(),
      employeeRow({
        id: '5c6d7e8f-9a0b-4b1c-8d2e-3f4a5b6c7d8e',
        nome: 'Joana Prado',
        cpf: '11144477735',
        cargo: 'administrativo',
        admissao: '2025-08-11',
        salario_base_cents: 3200_50,
        documentos_alerta: 0,
      }),
    ]);
    renderRoute('/recursos-humanos');
    const carlos = (await screen.findByRole('button', { name: 'Carlos Mendes' })).closest('li')!;
    expect(within(carlos).getByText('529.982.247-25')).toBeVisible();
    expect(within(carlos).getByText('Piloto agrícola')).toBeVisible();
    expect(within(carlos).getByText('01/03/2024')).toBeVisible();
    expect(within(carlos).getByText('R$ 8.500,00')).toBeVisible();
    expect(within(carlos).getByText('1 documento a vencer')).toBeVisible();
    const joana = screen.getByRole('button', { name: 'Joana Prado' }).closest('li')!;
    expect(within(joana).getByText('R$ 3.200,50')).toBeVisible();
    expect(within(joana).queryByText(/a vencer/)).toBeNull();
    expect(screen.getByRole('tab', { name: 'Funcionários' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('2 funcionários')).toBeVisible();
  });

  it('invites the first employee when there is none', async () => {
    hrServer([]);
    renderRoute('/recursos-humanos?aba=funcionarios');
    expect(
      await screen.findByText(
        'Nenhum funcionário cadastrado. Cadastre o primeiro para controlar documentos e gerar a folha de pagamento.',
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Novo funcionário' })).toHaveLength(2);
  });

  it('asks the server for the name or CPF typed and the situação chosen', async () => {
    const fetch = hrServer([employeeRow()], {
      '/api/hr/funcionarios?busca=carl&situacao=ativos': page([employeeRow()]),
      '/api/hr/funcionarios?busca=carl&situacao=desligados': page([]),
    });
    renderRoute('/recursos-humanos');
    await screen.findByRole('button', { name: 'Carlos Mendes' });
    expect(asked(fetch)).toEqual([LIST]);

    await userEvent.type(screen.getByLabelText('Buscar funcionário por nome ou CPF'), 'carl');
    await waitFor(() =>
      expect(asked(fetch)).toContain('/api/hr/funcionarios?busca=carl&situacao=ativos'),
    );
    const situacao = screen.getByRole('group', { name: 'Situação' });
    await userEvent.click(within(situacao).getByRole('button', { name: 'Desligados' }));
    await waitFor(() =>
      expect(asked(fetch)).toContain('/api/hr/funcionarios?busca=carl&situacao=desligados'),
    );
    expect(within(situacao).getByRole('button', { name: 'Desligados' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('Nenhum funcionário com estes filtros.')).toBeVisible();
  });

  it('is not for pilots, whom the server refuses too', async () => {
    const fetch = stubServer({ '/api/me': signedIn('pilot') });
    renderRoute('/recursos-humanos');
    expect(await screen.findByRole('heading', { name: 'Acesso Restrito' })).toBeVisible();
    expect(screen.getByText('Pilotos não têm acesso à área financeira.')).toBeVisible();
    expect(asked(fetch)).toEqual([]);
  });
});
