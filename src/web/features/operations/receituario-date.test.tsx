import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeOperation } from '../../../test-support/sample-company.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The receituário agronômico prescribes the application (Lei 14.785/2023; Decreto 4.074/2002),
// so its date is on or before the application's: the form says so on the field.
describe('/operacao/{id}: a receituário dated after the application', () => {
  it('is refused on its field before anything is sent', async () => {
    const report = completeOperation();
    const id = report.operation.id;
    const fetch = stubServer({
      '/api/me': signedIn('owner'),
      [`/api/operations/${id}`]: {
        operation: {
          ...report.operation,
          data: '2026-11-10',
          status: 'em_andamento',
          client_id: '5f0c8a40-0000-4000-8000-000000000001',
          property_id: '5f0c8a40-0000-4000-8000-000000000002',
          valor_cents: null,
          concluded_at: null,
        },
        products: [
          {
            product_id: '5f0c8a40-0000-4000-8000-000000000003',
            dose_por_ha: 0.5,
            receituario_numero: 'RA-2026-0456',
            receituario_data: '2026-11-11',
          },
        ],
        faltando: [],
        alertas_clima: [],
        baixa_estoque: [],
        report: { ...report, operation: { ...report.operation, status: 'em_andamento' } },
        registro: { versoes: [], vigente: null, cadastros_alterados: [] },
      },
    });
    renderRoute(`/operacao/${id}`);
    const field = await screen.findByLabelText('Data do receituário');
    await userEvent.click(screen.getByRole('button', { name: /^Salvar/ }));
    expect(await screen.findByText('Verifique os campos destacados.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'A data do receituário não pode ser posterior à data da aplicação.',
    );
    const sent = fetch.mock.calls.filter(
      ([, init]) => (init as RequestInit | undefined)?.method === 'PUT',
    );
    expect(sent).toEqual([]);
  });
});
