import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MaintenanceResponse } from '../../../domain/fleet/contracts.ts';
import { MaintenanceDone } from './maintenance-done.tsx';

// 'Manutenções realizadas' on an aircraft of /frota (issue 40 item 4): per record its day, item,
// hours, cost and who recorded it; a pilot's answer has no cost; an empty state when none.

type Done = MaintenanceResponse['realizadas'][number];
const record = (id: string, fields: Partial<Done>): Done => ({
  id,
  item: 'Inspeção de 100 h',
  data: '2026-11-12',
  horas: 1500,
  descricao: 'Inspeção de 100 h',
  custo_cents: 850_000,
  por: 'Marcos Almeida',
  ...fields,
});
const ID = (n: number) => `9a8b7c6d-5e4f-4a3b-8c2d-${String(n).padStart(12, '0')}`;

describe('the maintenance done on an aircraft', () => {
  it.each([
    [
      'day, item, hours, cost and who',
      record(ID(1), {}),
      ['12/11/2026 · Inspeção de 100 h', '1.500,0 h · R$ 8.500,00 · registrada por Marcos Almeida'],
    ],
    [
      'a description other than the item’s name is shown',
      record(ID(4), { descricao: 'Inspeção de 100 h e troca de velas' }),
      [
        '12/11/2026 · Inspeção de 100 h',
        'Inspeção de 100 h e troca de velas · 1.500,0 h · R$ 8.500,00 · registrada por Marcos Almeida',
      ],
    ],
    [
      'without an item: its description in the item’s place',
      record(ID(2), { item: null, descricao: 'Troca do pneu', horas: null, custo_cents: 32_000 }),
      ['12/11/2026 · Troca do pneu', 'R$ 320,00 · registrada por Marcos Almeida'],
    ],
    [
      "a pilot's answer has no cost",
      (({ custo_cents: _, ...rest }) => rest as Done)(record(ID(3), { por: null })),
      ['12/11/2026 · Inspeção de 100 h', '1.500,0 h'],
    ],
  ])('%s', (_, done, lines) => {
    render(<MaintenanceDone records={[done]} />);
    const [item] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect([...item!.querySelectorAll('p')].map((p) => p.textContent)).toEqual(lines);
  });

  it('says so when none was recorded', () => {
    render(<MaintenanceDone records={[]} />);
    expect(screen.getByRole('heading', { name: 'Manutenções realizadas' })).toBeVisible();
    expect(screen.getByText('Nenhuma manutenção registrada nesta aeronave.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('tells that only the latest 50 are shown when the server sent as many', () => {
    render(<MaintenanceDone records={Array.from({ length: 50 }, (_, n) => record(ID(n), {}))} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('Mostrando as 50 mais recentes.')).toBeVisible();
  });
});
