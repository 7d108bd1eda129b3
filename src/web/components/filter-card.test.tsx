import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterCard } from './filter-card.tsx';

describe('FilterCard', () => {
  it('is a toggle named by its status and count, pressed while its status is shown', async () => {
    const choose = vi.fn();
    render(
      <FilterCard label="Enviadas" active={false} onClick={choose} count={3} detail="R$ 10,00" />,
    );
    const card = screen.getByRole('button', { name: 'Enviadas 3 R$ 10,00' });
    expect(card).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(card);
    expect(choose).toHaveBeenCalledOnce();
  });

  it('shows a dash while its count loads', () => {
    render(<FilterCard label="A devolver" active onClick={() => {}} />);
    expect(screen.getByRole('button', { name: 'A devolver –', pressed: true })).toBeVisible();
  });
});
