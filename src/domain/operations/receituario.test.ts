import { describe, expect, it } from 'vitest';
import { firstIssue } from '../../test-support/issues.ts';
import { completeOperation } from '../../test-support/sample-company.ts';
import { missingForConclusion, RECEITUARIO_AFTER_APPLICATION } from './completeness.ts';
import { operationInput } from './contracts.ts';

// The receituário agronômico is issued before the application it prescribes (Lei 14.785/2023;
// Decreto 4.074/2002, art. 64): its date is never after the application's.
describe("the receituário's date is not after the application's", () => {
  const base = {
    client_id: '5f0c8a40-0000-4000-8000-000000000001',
    property_id: '5f0c8a40-0000-4000-8000-000000000002',
    data: '2026-11-10',
  };
  const product = (receituario_data: string | null) => ({
    product_id: '5f0c8a40-0000-4000-8000-000000000003',
    dose_por_ha: 0.5,
    receituario_numero: 'RA-2026-0456',
    receituario_data,
  });

  it.each([
    ['2026-11-08', null],
    ['2026-11-10', null], // the same day
    [null, null],
    ['2026-11-11', { path: 'products.0.receituario_data', message: RECEITUARIO_AFTER_APPLICATION }],
  ])('a receituário of %s for an application on 10/11/2026: %j', (date, issue) => {
    expect(firstIssue(operationInput.safeParse({ ...base, products: [product(date)] }))).toEqual(
      issue,
    );
  });

  it('names the field in pt-BR', () => {
    expect(RECEITUARIO_AFTER_APPLICATION).toBe(
      'A data do receituário não pode ser posterior à data da aplicação.',
    );
  });

  it('keeps a record saved before the rule from being concluded', () => {
    const data = completeOperation();
    data.produtos[0]!.receituario_data = '2026-12-01';
    data.operation.data = '2026-11-10';
    expect(missingForConclusion(data)).toEqual([
      {
        field: 'products.0.receituario_data',
        label: 'Data do receituário de Fox Xpro anterior ou igual à da aplicação',
      },
    ]);
  });
});
