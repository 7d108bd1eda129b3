import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '../../domain/companies/values.ts';
import CommandPalette from './command-palette.tsx';

// The palette as drawn: what is typed finds the areas' tabs, accents aside, for whom may open
// them (issue 45); the table of words is commands.test.ts's.

const open = (role: CompanyRole) =>
  render(
    <MemoryRouter>
      <CommandPalette open onOpenChange={vi.fn()} role={role} />
    </MemoryRouter>,
  );

describe('the command palette', () => {
  it('shows the spec’s 7 commands, alone, before anything is typed', () => {
    open('owner');
    expect(screen.getAllByRole('option')).toHaveLength(7);
  });

  it.each([
    ['combustivel', 'Combustível'],
    ['holerite', 'Folha de pagamento'],
    ['ofx', 'Conciliação bancária'],
    ['diário de bordo', 'Frota'],
  ])('an owner typing %j is offered %s', async (typed, label) => {
    open('owner');
    await userEvent.type(screen.getByPlaceholderText('Digite um comando ou busque...'), typed);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent(label);
  });

  it('offers a pilot nothing for the payroll, which he cannot open', async () => {
    open('pilot');
    await userEvent.type(screen.getByPlaceholderText('Digite um comando ou busque...'), 'folha');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('Nenhum comando encontrado.')).toBeVisible();
  });
});
