/** Numbers and amounts in words, in Portuguese, as a recibo writes them ('valor por extenso'). */

const UNITS = [
  '',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'quatorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
];
const TENS = [
  '',
  '',
  'vinte',
  'trinta',
  'quarenta',
  'cinquenta',
  'sessenta',
  'setenta',
  'oitenta',
  'noventa',
];
const HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
];

/** 1 to 999 in words: 'cem', 'cento e um', 'duzentos e trinta e quatro'. */
function belowThousand(n: number): string {
  if (n === 100) return 'cem';
  const parts = [
    HUNDREDS[Math.floor(n / 100)]!,
    n % 100 < 20 ? UNITS[n % 100]! : TENS[Math.floor((n % 100) / 10)]!,
    n % 100 < 20 ? '' : UNITS[n % 10]!,
  ];
  return parts.filter(Boolean).join(' e ');
}

/** Each thousand's group, from the units up: its name in the singular and the plural. */
const SCALES: [string, string][] = [
  ['', ''],
  ['mil', 'mil'],
  ['milhão', 'milhões'],
  ['bilhão', 'bilhões'],
];

/**
 * A whole number from 0 to 999.999.999.999 in words: 1.200 → 'mil e duzentos',
 * 1.234.567 → 'um milhão, duzentos e trinta e quatro mil quinhentos e sessenta e sete'.
 */
export function numberInWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1e12)
    throw new RangeError(`Número fora do intervalo por extenso: ${value}`);
  if (value === 0) return 'zero';
  const groups: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const named = groups
    .map((group, scale) => ({ group, scale }))
    .filter(({ group }) => group > 0)
    .reverse();
  return named
    .map(({ group, scale }, index) => {
      const [one, many] = SCALES[scale]!;
      const words =
        scale === 1 && group === 1
          ? 'mil'
          : `${belowThousand(group)}${one ? ` ${group === 1 ? one : many}` : ''}`;
      if (index === 0) return words;
      const last = index === named.length - 1;
      // 'mil e duzentos', 'um milhão e quinhentos mil': 'e' before a last group that is a
      // round hundred or below one hundred; else a space before the units, a comma above.
      const joiner = last && (group < 100 || group % 100 === 0) ? ' e ' : scale === 0 ? ' ' : ', ';
      return `${joiner}${words}`;
    })
    .join('');
}

/**
 * An amount in centavos in words: 123450 → 'mil duzentos e trinta e quatro reais e cinquenta
 * centavos'; 100 → 'um real'; 50 → 'cinquenta centavos'; 2.000.000,00 → 'dois milhões de reais'.
 */
export function amountInWords(cents: number): string {
  const reais = Math.floor(cents / 100);
  const centavos = cents % 100;
  const parts: string[] = [];
  if (reais > 0 || centavos === 0) {
    const whole = reais >= 1e6 && reais % 1e6 === 0 ? ' de' : '';
    parts.push(`${numberInWords(reais)}${whole} ${reais === 1 ? 'real' : 'reais'}`);
  }
  if (centavos > 0)
    parts.push(`${numberInWords(centavos)} ${centavos === 1 ? 'centavo' : 'centavos'}`);
  return parts.join(' e ');
}
