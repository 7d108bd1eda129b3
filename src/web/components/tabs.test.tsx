import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const TABS = [
  { key: 'saldo', label: 'Saldo' },
  { key: 'entrada', label: 'Nova entrada' },
] as const;

/** The stock's page in small: the header's 'Nova entrada' opens its tab and goes away with it. */
function Page() {
  const [tab, setTab] = useState<'saldo' | 'entrada'>('saldo');
  return (
    <>
      <button type="button">Antes</button>
      {tab !== 'entrada' && (
        <button type="button" onClick={() => setTab('entrada')}>
          Abrir a entrada
        </button>
      )}
      <Tabs label="Estoque" tabs={TABS} current={tab} onSelect={setTab}>
        <p>{tab}</p>
      </Tabs>
    </>
  );
}

describe('Tabs: the focus on a switch', () => {
  it('a tab chosen keeps the focus', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('tab', { name: 'Nova entrada' }));
    expect(screen.getByRole('tab', { name: 'Nova entrada' })).toHaveFocus();
  });

  it('a switch from elsewhere that goes away with the tab it left hands the focus to the tab it opened', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir a entrada' }));
    expect(screen.getByRole('tab', { name: 'Nova entrada', selected: true })).toHaveFocus();
  });

  it('the first drawing takes no focus', () => {
    render(<Page />);
    expect(document.body).toHaveFocus();
  });
});
