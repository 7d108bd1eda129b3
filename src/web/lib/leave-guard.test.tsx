import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_QUESTION, useLeaveGuard } from './leave-guard.ts';

afterEach(() => vi.unstubAllGlobals());

/** A form guarded against leaving; 'Salvar' resets it and moves on at once, as pages do. */
function Guarded() {
  const form = useForm({ defaultValues: { nome: '' } });
  const navigate = useNavigate();
  useLeaveGuard(form);
  return (
    <form>
      <label>
        Nome <input {...form.register('nome')} />
      </label>
      <Link to="/outra">Menu</Link>
      <Link to="/form?aba=2">Aba</Link>
      <button
        type="button"
        onClick={() => {
          form.reset(form.getValues());
          void navigate('/outra');
        }}
      >
        Salvar
      </button>
    </form>
  );
}

function renderGuarded() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Guarded /> },
      { path: '/outra', element: <h1>Outra página</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useLeaveGuard', () => {
  it.each([
    [false, '/form'],
    [true, '/outra'],
  ])('asks before leaving unsaved changes (answer %s: stays on %s)', async (answer, path) => {
    const confirm = vi.fn(() => answer);
    vi.stubGlobal('confirm', confirm);
    const router = renderGuarded();
    await userEvent.type(screen.getByLabelText('Nome'), 'Fazenda');
    await userEvent.click(screen.getByRole('link', { name: 'Menu' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(router.state.location.pathname).toBe(path);
    if (!answer) expect(screen.getByLabelText('Nome')).toHaveValue('Fazenda');
  });

  it.each([
    ['nothing was changed', false, 'link', 'Menu', '/outra'],
    ['the form was just saved', true, 'button', 'Salvar', '/outra'],
    ['only the query changes', true, 'link', 'Aba', '/form'],
  ] as const)('lets go without asking when %s', async (_, typed, role, name, path) => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const router = renderGuarded();
    if (typed) await userEvent.type(screen.getByLabelText('Nome'), 'Fazenda');
    await userEvent.click(screen.getByRole(role, { name }));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(path);
  });

  it('asks once: after leaving was agreed, Back while the page is still mounted is not held', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    // The guard in a layout stays mounted across the move, as a page does for a moment.
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Guarded />
              <Outlet />
            </>
          ),
          children: [
            { path: '/form', element: null },
            { path: '/outra', element: <h1>Outra página</h1> },
          ],
        },
      ],
      { initialEntries: ['/form'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Fazenda');
    await userEvent.click(screen.getByRole('link', { name: 'Menu' }));
    expect(router.state.location.pathname).toBe('/outra');
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/form');
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it.each([
    [false, false],
    [true, true],
  ])('holds the tab when changed (%s): beforeunload prevented %s', async (changed, prevented) => {
    renderGuarded();
    if (changed) await userEvent.type(screen.getByLabelText('Nome'), 'Fazenda');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(prevented);
  });
});
