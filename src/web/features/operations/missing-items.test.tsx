import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MissingItem } from '../../../domain/operations/completeness.ts';
import { MissingItems } from './missing-items.tsx';

const item = (field: string): MissingItem => ({ field, label: field });

describe('what concluding still needs', () => {
  it.each([
    [1, 'Para concluir, falta 1 item do relatório:'],
    [2, 'Para concluir, faltam 2 itens do relatório:'],
    [12, 'Para concluir, faltam 12 itens do relatório:'],
  ])('%i missing: %s', (count, heading) => {
    render(
      <MemoryRouter>
        <MissingItems
          items={Array.from({ length: count }, (_, i) => item(`campo_${i}`))}
          onField={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(heading);
  });

  // Issue 40: a drone's report asks what is kept outside the operation's form.
  it.each([
    ['empresa.registro_mapa_arp', '/perfil'],
    ['piloto.caar_certificado', '/cadastros'],
  ])('links %s to %s', (field, path) => {
    render(
      <MemoryRouter>
        <MissingItems items={[item(field)]} onField={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: field }).getAttribute('href')).toContain(path);
  });
});
