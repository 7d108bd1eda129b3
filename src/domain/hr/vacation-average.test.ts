// The average of the variable pay in the férias: CLT art. 142 §3º (pay by commission: the
// average of the 12 months before the férias) and §5º (the overtime, night, insalubre and
// dangerous premiums join the salary the férias are paid on). The run gives the average of the
// closed months (run-history.ts); the receipt pays it for the days, with its third.
import { describe, expect, it } from 'vitest';
import { TABLES_2026 } from './tables.ts';
import { ferias } from './vacation.ts';

describe('ferias: the average of the variables, its own line with its third', () => {
  it.each([
    // R$ 3.000,00 and an average of 900,00 (10.800,00 of variables over 12 months), 20 days:
    // férias 2.000,00; média 900,00 × 20/30 = 600,00; 1/3 of 2.600,00 = 866,666… → 866,67;
    // base 3.466,67.
    [20, 90000, 60000, 86667],
    // 30 days, average 1.234,56: média 1.234,56; 1/3 of 4.234,56 = 1.411,52.
    [30, 123456, 123456, 141152],
    // 10 days, no variables: média 0 (no line); 1/3 of 1.000,00 = 333,33.
    [10, 0, 0, 33333],
  ])('%i days, average %i → média %i, terço %i', (dias, mediaVariaveis, media, terco) => {
    const result = ferias(
      { remuneracao: 300000, dias, dependentes: 0, mediaVariaveis },
      TABLES_2026,
    );
    const values = Object.fromEntries(result.linhas.map((l) => [l.codigo, l.valor]));
    expect(values.media_ferias ?? 0).toBe(media);
    expect(values.terco_constitucional).toBe(terco);
    expect(result.baseINSS).toBe(values.ferias! + media + terco);
  });
});
