import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './extenso.ts';

describe('numberInWords', () => {
  it.each([
    [0, 'zero'],
    [1, 'um'],
    [16, 'dezesseis'],
    [21, 'vinte e um'],
    [100, 'cem'],
    [101, 'cento e um'],
    [234, 'duzentos e trinta e quatro'],
    [1_000, 'mil'],
    [1_001, 'mil e um'],
    [1_200, 'mil e duzentos'],
    [1_234, 'mil duzentos e trinta e quatro'],
    [2_020, 'dois mil e vinte'],
    [100_000, 'cem mil'],
    [1_000_000, 'um milhão'],
    [1_500_000, 'um milhão e quinhentos mil'],
    [2_000_500, 'dois milhões e quinhentos'],
    [1_234_567, 'um milhão, duzentos e trinta e quatro mil quinhentos e sessenta e sete'],
    [3_000_000_000, 'três bilhões'],
  ])('%i → %s', (value, words) => {
    expect(numberInWords(value)).toBe(words);
  });

  it.each([-1, 1.5, 1e12])('refuses %d', (value) => {
    expect(() => numberInWords(value)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it.each([
    [0, 'zero reais'],
    [1, 'um centavo'],
    [50, 'cinquenta centavos'],
    [100, 'um real'],
    [101, 'um real e um centavo'],
    [482_000, 'quatro mil oitocentos e vinte reais'],
    [480_000, 'quatro mil e oitocentos reais'],
    [123_450, 'mil duzentos e trinta e quatro reais e cinquenta centavos'],
    [200_000_000, 'dois milhões de reais'],
    [150_000_000, 'um milhão e quinhentos mil reais'],
  ])('%i centavos → %s', (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });
});
