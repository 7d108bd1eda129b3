import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientErrorPage, ClientErrorRow } from '../../../../domain/admin/monitoring.ts';
import { stubServer } from '../../../test/server.ts';
import { renderMonitoring } from './test-monitoring.tsx';

// 'Log de erros': the browsers' errors newest first, filtered by type on the server, with the
// stack opening below each, and an empty state.

const row: ClientErrorRow = {
  id: 'e1',
  timestamp: '2026-11-24T13:00:00.000Z',
  type: 'boundary',
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at AgendaPage',
  component_stack: null,
  location: 'https://app.agrovoo.com.br/agenda',
  user_agent: 'Teste/1.0',
  user_email: 'dono@aerosul.com.br',
};
const page = (items: ClientErrorRow[]): ClientErrorPage => ({
  items,
  total: items.length,
  pageSize: 20,
});

describe('Monitoramento › Log de erros', () => {
  it('lists the errors, opens a stack and filters by type on the server', async () => {
    const fetch = stubServer({
      '/api/admin/client-errors?': page([row]),
      '/api/admin/client-errors?tipo=rejection': page([]),
    });
    renderMonitoring('?aba=monitoramento&painel=erros');
    const error = await screen.findByRole('button', {
      name: /Cannot read properties of undefined/,
    });
    expect(error).toHaveTextContent('Tela de erro');
    expect(error).toHaveTextContent('24/11/2026, 10:00:00');
    expect(error).toHaveTextContent('dono@aerosul.com.br');
    expect(screen.getByText('1 erro')).toBeVisible();
    expect(screen.queryByText(/at AgendaPage/)).toBeNull();

    await userEvent.click(error);
    expect(error).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/at AgendaPage/)).toBeVisible();
    expect(screen.getByText('Página: https://app.agrovoo.com.br/agenda')).toBeVisible();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo' }),
      'Promessa rejeitada',
    );
    expect(await screen.findByText('Nenhum erro com estes filtros.')).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/client-errors?tipo=rejection',
      expect.anything(),
    );
  });

  it('says when no error was reported', async () => {
    stubServer({ '/api/admin/client-errors?': page([]) });
    renderMonitoring('?aba=monitoramento&painel=erros');
    const region = await screen.findByRole('region', { name: 'Log de erros' });
    expect(await within(region).findByText('Nenhum erro registrado.')).toBeVisible();
  });
});
