import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardSection } from './card-section.tsx';

describe('CardSection', () => {
  it('is a region named by its title, its action beside the title and its content under it', () => {
    render(
      <CardSection title="Contas bancárias" action={<button type="button">Nova conta</button>}>
        <p>Caixa</p>
      </CardSection>,
    );
    const card = screen.getByRole('region', { name: 'Contas bancárias' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Contas bancárias');
    expect(within(card).getByRole('button', { name: 'Nova conta' })).toBeVisible();
    expect(card).toHaveTextContent('Caixa');
  });
});
