import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListEmpty } from './list-empty.tsx';

const empty = (filtered: boolean) =>
  render(
    <ListEmpty
      filtered={filtered}
      noMatch="Nenhuma proposta com estes filtros."
      none="Nenhuma proposta ainda."
      start={<button type="button">Criar a primeira proposta</button>}
    />,
  );

describe('ListEmpty', () => {
  it('offers the first record when nothing is filtered', () => {
    empty(false);
    expect(screen.getByText('Nenhuma proposta ainda.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Criar a primeira proposta' })).toBeVisible();
  });

  it('says nothing matches, and offers no first record, when filtered', () => {
    empty(true);
    expect(screen.getByText('Nenhuma proposta com estes filtros.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
