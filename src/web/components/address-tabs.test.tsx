import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AddressTabs } from './address-tabs.tsx';

const TABS = [
  { key: 'saude', label: 'Saúde', panel: <p>Painel de saúde</p> },
  { key: 'erros', label: 'Erros', panel: <p>Painel de erros</p> },
];

const show = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AddressTabs label="Monitoramento" tabs={TABS} param="painel" />
    </MemoryRouter>,
  );

describe('AddressTabs', () => {
  it("shows the panel of the tab the address names, and another tab's when chosen", async () => {
    show('/admin?painel=erros');
    expect(screen.getByRole('tab', { name: 'Erros' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Painel de erros');
    await userEvent.click(screen.getByRole('tab', { name: 'Saúde' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Painel de saúde');
    expect(screen.queryByText('Painel de erros')).not.toBeInTheDocument();
  });
});
