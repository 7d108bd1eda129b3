import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactEmailPage } from '../../../../domain/admin/people.ts';
import { notify } from '../../../lib/notify.ts';
import { stubServer } from '../../../test/server.ts';
import { EmailsTab } from './emails-tab.tsx';

// E-mails (spec part 2 §2): the two lists, and 'Copiar Todos' putting every e-mail of a list
// on the clipboard with the toast '{n} e-mails copiados!' and 'Copiado!' for 2 s.

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const page = (items: ContactEmailPage['items'], total = items.length): ContactEmailPage => ({
  items,
  total,
  pageSize: 50,
});
const ACTIVE = page(
  [
    {
      company_id: 'c1',
      company_name: 'Aero Sul',
      contact_email: 'dono@aerosul.com.br',
      subscription_status: 'active',
    },
  ],
  12,
);
const AWAITING = page([
  {
    company_id: 'c2',
    company_name: 'Voa Norte',
    contact_email: 'contato@voanorte.com.br',
    subscription_status: 'inactive',
  },
  {
    company_id: 'c3',
    company_name: 'Zênite',
    contact_email: 'ola@zenite.com.br',
    subscription_status: 'trial',
  },
]);
const ALL_ACTIVE = Array.from({ length: 12 }, (_, i) => `dono${i}@aero.com.br`).join(', ');

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  stubServer({
    '/api/admin/emails': { ativos: 12, aguardando: 2 },
    '/api/admin/emails/ativos?': ACTIVE,
    '/api/admin/emails/aguardando?': AWAITING,
    '/api/admin/emails/ativos/todos?': { emails: ALL_ACTIVE, count: 12 },
    '/api/admin/emails/aguardando/todos?': {
      emails: 'contato@voanorte.com.br',
      count: 1,
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(notify).mockClear();
});

const renderTab = () => renderWithQueries(<EmailsTab />);
const section = (name: string) => screen.getByRole('region', { name });

describe('E-mails', () => {
  it('shows the totals and each list, the awaiting ones as Trial or Aguardando', async () => {
    renderTab();
    const awaiting = await screen.findByRole('region', { name: 'Aguardando pagamento' });
    expect(await within(awaiting).findByText('contato@voanorte.com.br')).toBeVisible();
    expect(within(awaiting).getByText('Aguardando')).toBeVisible();
    expect(within(awaiting).getByText('Trial')).toBeVisible();
    const active = section('Empresas ativas');
    expect(within(active).getByText('dono@aerosul.com.br')).toBeVisible();
    expect(within(active).queryByText('Trial')).toBeNull();
    // The totals (all, active, awaiting), then each list's own count.
    expect(screen.getByText('14 e-mails')).toBeVisible();
    expect(screen.getAllByText('12 e-mails')).toHaveLength(2);
    expect(within(active).getByText('12 e-mails')).toBeVisible();
  });

  it('copies every e-mail of the list, toasts the count and says Copiado! for 2 s', async () => {
    renderTab();
    const active = section('Empresas ativas');
    await within(active).findByText('dono@aerosul.com.br');
    // The clock stops once the lists are shown: only the test moves it from here.
    vi.useFakeTimers();
    fireEvent.click(within(active).getByRole('button', { name: 'Copiar Todos' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(active).getByRole('button', { name: 'Copiado!' })).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(ALL_ACTIVE);
    expect(notify).toHaveBeenCalledWith('12 e-mails copiados!');
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(within(active).getByRole('button', { name: 'Copiado!' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(active).getByRole('button', { name: 'Copiar Todos' })).toBeVisible();
  });

  it('says one e-mail in the singular', async () => {
    renderTab();
    const awaiting = section('Aguardando pagamento');
    await within(awaiting).findByText('ola@zenite.com.br');
    fireEvent.click(within(awaiting).getByRole('button', { name: 'Copiar Todos' }));
    await within(awaiting).findByRole('button', { name: 'Copiado!' });
    expect(writeText).toHaveBeenCalledWith('contato@voanorte.com.br');
    expect(notify).toHaveBeenCalledWith('1 e-mail copiado!');
  });
});
