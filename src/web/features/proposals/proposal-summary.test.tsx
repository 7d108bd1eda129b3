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
        <ProposalSummary
          detail={{ ...saved, cliente_telefone: phone, cliente_email: email }}
          money
        />
      </MemoryRouter>,
    );
    const contact = screen.getByText('Contato').nextElementSibling;
    expect(contact).toHaveTextContent(shown);
  });

  // Decision 034: a pilot's answer has no amounts; the summary shows the services alone.
  it.each([
    [true, true],
    [false, false],
  ])('with money %s shows prices and terms: %s', (money, shown) => {
    const line = {
      id: '5d3c1a2b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      posicao: 1,
      service_id: null,
      descricao: 'Aplicação líquida: fungicida',
      unidade: 'ha' as const,
      quantidade: 480.5,
      preco_unitario_cents: 4_200,
      total_cents: 2_018_100,
    };
    const { container } = render(
      <MemoryRouter>
        <ProposalSummary detail={{ ...saved, linhas: [line] }} money={money} />
      </MemoryRouter>,
    );
    expect(screen.getByText(line.descricao)).toBeInTheDocument();
    expect(container).toHaveTextContent('480,50 ha');
    expect(container.textContent?.includes('R$')).toBe(shown);
    expect(screen.queryByText('Total') !== null).toBe(shown);
    expect(screen.queryByText('Pagamento') !== null).toBe(shown);
  });
});
