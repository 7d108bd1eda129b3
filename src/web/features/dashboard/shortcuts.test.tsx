import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Shortcuts } from './shortcuts.tsx';

describe('dashboard shortcuts', () => {
  it.each([
    ['owner', ['Nova operação', 'Operações', 'Relatório MAPA', 'Cadastros', 'Perfil']],
    ['pilot', ['Nova operação', 'Operações', 'Cadastros', 'Perfil']],
  ] as const)('for a %s: %j', (role, labels) => {
    render(
      <MemoryRouter>
        <Shortcuts role={role} />
      </MemoryRouter>,
    );
    const links = screen
      .getAllByRole('link')
      .map((link) => link.querySelector('span span')?.textContent);
    expect(links).toEqual(labels);
  });
});
