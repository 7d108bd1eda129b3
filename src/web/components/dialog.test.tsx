import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

/**
 * A page with a button that opens a dialog, as the areas' pages are: 'Cancelar' and 'Salvar'
 * end it by the page's state (the dialog unmounts), and 'Salvar' may also take the opener away
 * (an empty list's button, replaced by the new row).
 */
function Page(props: { openerGoesOnSave?: boolean }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <main tabIndex={-1}>
      <button type="button">Antes</button>
      {!(props.openerGoesOnSave && saved) && (
        <button type="button" onClick={() => setOpen(true)}>
          Novo funcionário
        </button>
      )}
      {open && (
        <Dialog title="Novo funcionário" onClose={() => setOpen(false)}>
          <label>
            Nome <input />
          </label>
          <button type="button" onClick={() => setOpen(false)}>
            Cancelar
          </button>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setSaved(true);
            }}
          >
            Salvar
          </button>
        </Dialog>
      )}
    </main>
  );
}

async function openDialog() {
  const opener = screen.getByRole('button', { name: 'Novo funcionário' });
  await userEvent.click(opener);
  await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
  return opener;
}

describe('Dialog: the focus when it ends', () => {
  it.each(['Cancelar', 'Salvar'])(
    "by '%s', the focus goes back to what opened it (WCAG 2.4.3)",
    async (button) => {
      render(<Page />);
      const opener = await openDialog();
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
    },
  );

  it("when what opened it is gone, the focus goes to the page's main, not to the body", async () => {
    render(<Page openerGoesOnSave />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.queryByRole('button', { name: 'Novo funcionário' })).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('by its ×, it still closes once and gives the focus back', async () => {
    render(<Page />);
    const opener = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

/** A bill's row: paying it off closes the dialog, then the refetched row has no payment button. */
function Row() {
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState(false);
  return (
    <main tabIndex={-1}>
      <button type="button">Nova conta</button>
      <ul>
        <li>
          <button type="button">Abrir Operação 2026/0001</button>
          {!paid && (
            <button type="button" onClick={() => setPaying(true)}>
              Registrar pagamento
            </button>
          )}
        </li>
      </ul>
      {paying && (
        <Dialog title="Registrar recebimento" onClose={() => setPaying(false)}>
          <button
            type="button"
            onClick={() => {
              setPaying(false);
              setTimeout(() => setPaid(true), 10);
            }}
          >
            Registrar
          </button>
        </Dialog>
      )}
    </main>
  );
}

it('when the page takes the opener away after the dialog ended, the focus goes to its row', async () => {
  render(<Row />);
  await userEvent.click(screen.getByRole('button', { name: 'Registrar pagamento' }));
  await userEvent.click(screen.getByRole('button', { name: 'Registrar' }));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Registrar pagamento' })).toBeNull(),
  );
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Abrir Operação 2026/0001' })).toHaveFocus(),
  );
});
