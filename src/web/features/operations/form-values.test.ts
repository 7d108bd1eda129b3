import { describe, expect, it } from 'vitest';
import { operationInput, type OperationDetail } from '../../../domain/operations/contracts.ts';
import { emptyLine, toFormValues } from './form-values.ts';

const ids = {
  client: '5f0c8a40-0000-4000-8000-000000000001',
  property: '5f0c8a40-0000-4000-8000-000000000002',
  product: '5f0c8a40-0000-4000-8000-000000000003',
};

describe('the operation form', () => {
  it('starts a new operation today, with liquid volume', () => {
    const values = toFormValues(undefined, '2026-11-22');
    expect(values).toMatchObject({
      data: '2026-11-22',
      unidade_volume: 'L/ha',
      area_ha: '',
      products: [],
    });
  });

  it('is what the contract takes, with numbers typed the Brazilian way', () => {
    const values = toFormValues(undefined, '2026-11-22');
    Object.assign(values, {
      client_id: ids.client,
      property_id: ids.property,
      area_ha: '120,5',
      temperatura_inicio: '22,5',
      preco_unitario_cents: '40,00',
      products: [{ ...emptyLine(), product_id: ids.product, dose_por_ha: '0,5' }],
    });
    const parsed = operationInput.parse(values);
    expect(parsed).toMatchObject({
      area_ha: 120.5,
      temperatura_inicio: 22.5,
      preco_unitario_cents: 4000,
      service_id: null,
      hora_inicio: null,
      products: [{ product_id: ids.product, dose_por_ha: 0.5, receituario_numero: null }],
    });
  });

  it('shows a stored operation as it was typed', () => {
    const values = toFormValues(
      {
        operation: {
          id: 'x',
          numero: '2026/0001',
          status: 'agendada',
          valor_cents: null,
          concluded_at: null,
          area_ha: 120.5,
          preco_unitario_cents: 4000,
          hora_inicio: '06:10',
        } as OperationDetail['operation'],
        products: [
          {
            product_id: ids.product,
            dose_por_ha: 0.5,
            receituario_numero: null,
            receituario_data: '2026-11-08',
          },
        ],
        faltando: [],
        alertas_clima: [],
        baixa_estoque: [],
        report: {} as never,
        registro: { versoes: [], vigente: null, cadastros_alterados: [] },
      },
      '2026-11-22',
    );
    expect(values).toMatchObject({
      area_ha: '120,5',
      preco_unitario_cents: '40',
      hora_inicio: '06:10',
    });
    expect(values.products).toEqual([
      {
        product_id: ids.product,
        dose_por_ha: '0,5',
        receituario_numero: '',
        receituario_data: '2026-11-08',
      },
    ]);
  });
});
