import { describe, expect, it } from 'vitest';
import { formAlertFor } from './form-errors.ts';

describe('formAlertFor', () => {
  it.each([
    ['a validation failure its fields show', 'VALIDATION_FAILED', ['Nome é obrigatório.'], ''],
    [
      'a refusal a field shows word for word',
      'WRONG_CURRENT_PASSWORD',
      ['Senha atual incorreta.'],
      '',
    ],
    [
      'a refusal the field words otherwise',
      'STOCK_ENTRY_DUPLICATE',
      ['NF já lançada.'],
      'Senha atual incorreta.',
    ],
    ['a refusal no field takes', 'WRONG_CURRENT_PASSWORD', [], 'Senha atual incorreta.'],
  ])('%s', (_, code, placed, line) => {
    const message = 'Senha atual incorreta.';
    expect(formAlertFor({ message, code, placed, onField: placed.length > 0 })).toBe(line);
  });
});
