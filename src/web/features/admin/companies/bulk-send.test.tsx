import { screen, within } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries.tsx';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkButtons } from './bulk-send.tsx';
import { sendEach } from './bulk-run.ts';
import { refusal } from '../../../test/server.ts';
import { adminServer } from './test-companies.ts';
import { sentWith } from '../../../test/requests.ts';

// 'Lembrete Geral' and 'Cobrança Geral' (spec part 2 §7 'send-trial-email'): a confirmation
// with the count, one forced send per company 500 ms apart, the progress, a stop, the totals.

const TARGETS = {
  items: [
    { id: 'c1', company_name: 'Aero Sul' },
    { id: 'c2', company_name: 'Voe Agro' },
    { id: 'c3', company_name: 'Zênite' },
  ],
};
const url = (id: string) => `/api/admin/companies/${id}/trial-email`;
const renderButtons = () => renderWithQueries(<BulkButtons />);

describe('the bulk sends', () => {
  it('asks, sends to each company, and counts what was sent, skipped and failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = adminServer({
      'GET /api/admin/companies/envio-em-massa': TARGETS,
      [`POST ${url('c1')}`]: { result: 'sent' },
      [`POST ${url('c2')}`]: { result: 'skipped' },
      [`POST ${url('c3')}`]: () => refusal(500, 'INTERNAL', 'Erro interno.'),
    });
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Lembrete Geral' }));
    const ask = await screen.findByRole('dialog', { name: 'Lembrete Geral' });
    expect(within(ask).getByText('Enviar lembrete para 3 empresas?')).toBeVisible();
    expect(sentWith(fetch, 'POST', url('c1'))).toEqual([]);
    await userEvent.click(within(ask).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/de 3/)).toBeVisible();
    const done = await screen.findByRole('dialog', { name: 'Envio concluído' });
    expect(within(done).getByRole('status')).toHaveTextContent('1 enviado · 1 ignorado · 1 falhou');
    expect(within(done).getByRole('alert')).toHaveTextContent(
      'Erro ao enviar email: Houve um problema ao enviar o email. Tente novamente.',
    );
    for (const id of ['c1', 'c2', 'c3'])
      expect(sentWith(fetch, 'POST', url(id))).toEqual([{ email_type: 'reminder', force: true }]);
  });

  it("'Cobrança Geral' sends the trial_expired, in the singular for one company", async () => {
    const fetch = adminServer({
      'GET /api/admin/companies/envio-em-massa': { items: [TARGETS.items[0]] },
      [`POST ${url('c1')}`]: { result: 'sent' },
    });
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Cobrança Geral' }));
    const ask = await screen.findByRole('dialog', { name: 'Cobrança Geral' });
    expect(within(ask).getByText('Enviar cobrança para 1 empresa?')).toBeVisible();
    await userEvent.click(within(ask).getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('dialog', { name: 'Envio concluído' });
    expect(sentWith(fetch, 'POST', url('c1'))).toEqual([
      { email_type: 'trial_expired', force: true },
    ]);
  });
});

describe('sendEach', () => {
  it('waits the pause between sends, never before the first, and stops when cancelled', async () => {
    vi.useFakeTimers();
    const calls: [string, number][] = [];
    let stop = false;
    const send = vi.fn(async (id: string) => {
      calls.push([id, Date.now()]);
      if (id === 'b') stop = true;
      return 'sent' as const;
    });
    const start = Date.now();
    const run = sendEach(['a', 'b', 'c'], send, {
      cancelled: () => stop,
      onProgress: () => undefined,
    });
    await vi.runAllTimersAsync();
    expect(await run).toEqual({ sent: 2, skipped: 0, failed: 0 });
    expect(calls.map(([id, at]) => [id, at - start])).toEqual([
      ['a', 0],
      ['b', 500],
    ]);
    vi.useRealTimers();
  });
});
