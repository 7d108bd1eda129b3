import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProposalSummary } from './proposal-summary.tsx';
import { saved } from './test-proposal.ts';

describe("the proposal's summary", () => {
  it.each([
    ['65999990000', 'cliente@boavista.com.br', 'cliente@boavista.com.br · (65) 99999-0000'],
    ['6533330000', null, '(65) 3333-0000'],
    [null, 'cliente@boavista.com.br', 'cliente@boavista.com.br'],
    [null, null, '—'],
  ])("shows the client's phone %s as people read it", (phone, email, shown) => {
    render(
      <MemoryRouter>
        <ProposalSummary detail={{ ...saved, cliente_telefone: phone, cliente_email: email }} />
      </MemoryRouter>,
    );
    const contact = screen.getByText('Contato').nextElementSibling;
    expect(contact).toHaveTextContent(shown);
  });
});
