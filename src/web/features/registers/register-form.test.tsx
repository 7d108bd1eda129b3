import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { bodiesSentTo, sentOnce } from '../../test/requests.ts';
import { stubServer } from '../../test/server.ts';
import { RegisterForm } from './register-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the client form', () => {
  it('asks for the date of "Data fixa" only, and sends the terms', async () => {
    const fetch = stubServer({ '/api/registers/clients': { id: 'c9' } });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RegisterForm kind="clients" onDone={() => {}} onCancel={() => {}} />
      </QueryClientProvider>,
    );
    const terms = await screen.findByLabelText('Condição de pagamento');
    expect(
      [...(terms as HTMLSelectElement).options].map((option) => option.text).slice(-5),
    ).toEqual(['À vista', '30 dias', '60 dias', '90 dias', 'Data fixa']);
    expect(screen.queryByLabelText('Data fixa de vencimento')).toBeNull();

    await userEvent.type(screen.getByLabelText('Nome / razão social *'), 'Fazenda Boa Vista');
    await userEvent.selectOptions(terms, 'data_fixa');
    const fixed = screen.getByLabelText('Data fixa de vencimento');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Informe o vencimento fixo da condição "Data fixa".'),
    ).toBeVisible();
    expect(bodiesSentTo(fetch, '/api/registers/clients')).toHaveLength(0);

    await userEvent.type(fixed, '2027-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await sentOnce(fetch, '/api/registers/clients')).toMatchObject({
      nome: 'Fazenda Boa Vista',
      condicao_pagamento: 'data_fixa',
      vencimento_fixo: '2027-03-31',
    });

    await userEvent.selectOptions(terms, '30_dias');
    await waitFor(() => expect(screen.queryByLabelText('Data fixa de vencimento')).toBeNull());
  });
});
