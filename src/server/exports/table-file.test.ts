import { describe, expect, it } from 'vitest';
import { csvOf, type Column } from './table-file.ts';

describe('csvOf', () => {
  it('writes centavos exactly, calendar days as dd/mm/aaaa, and quotes what needs it', () => {
    const columns: Column[] = [
      { header: 'Descrição', width: 20 },
      { header: 'Vencimento', width: 12, format: 'date' },
      { header: 'Valor', width: 12, format: 'money' },
      { header: 'Hectares', width: 12, format: 'decimal' },
    ];
    const text = csvOf(columns, [
      ['Óleo; filtro "AT"', '2026-11-05', -123_456, 12.5],
      ['Seguro', null, 5, null],
    ]).toString('utf8');
    expect(text).toBe(
      '\uFEFFDescrição;Vencimento;Valor;Hectares\r\n' +
        '"Óleo; filtro ""AT""";05/11/2026;-1234,56;12,5\r\n' +
        'Seguro;;0,05;\r\n',
    );
  });
});
