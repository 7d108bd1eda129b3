import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { completeOperation } from '../../../test-support/sample-company.ts';
import { ProductsTable } from './report-parts.tsx';

describe("the report's products table", () => {
  it('takes focus from the keyboard, so a phone scrolls it sideways by the arrows too', async () => {
    render(<ProductsTable products={completeOperation().produtos} />);
    const box = screen.getByRole('region', { name: 'Produtos aplicados' });
    expect(box).toContainElement(screen.getByRole('table'));
    await userEvent.tab();
    expect(box).toHaveFocus();
  });
});
