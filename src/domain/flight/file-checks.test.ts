import { describe, expect, it } from 'vitest';
import { flightFilesProblem } from './file-checks.ts';

// Decision 040: 1 to 10 files per import, each up to 20 MB (20 × 1024 × 1024 = 20.971.520
// bytes) and not empty; the first problem found is the one told.
const MB20 = 20 * 1024 * 1024;
const file = (name: string, size: number) => ({ name, size });
const ten = Array.from({ length: 10 }, (_, i) => file(`voo-${i}.kml`, 100));

describe('flightFilesProblem', () => {
  it.each([
    { case: 'one file', files: [file('voo.kml', 100)], problem: null },
    { case: 'ten files, the limit', files: ten, problem: null },
    { case: 'exactly 20 MB', files: [file('voo.zip', MB20)], problem: null },
    { case: 'no file', files: [], problem: 'Escolha ao menos um arquivo.' },
    {
      case: 'eleven files',
      files: [...ten, file('voo-10.kml', 100)],
      problem: 'Envie no máximo 10 arquivos por importação.',
    },
    {
      case: 'one byte past 20 MB',
      files: [file('voo.kml', 100), file('grande.zip', MB20 + 1)],
      problem: 'grande.zip: arquivo maior que 20 MB; nada foi guardado.',
    },
    { case: 'an empty file', files: [file('vazio.gpx', 0)], problem: 'vazio.gpx: arquivo vazio.' },
    {
      case: 'the first problem told: too big before empty',
      files: [file('grande.zip', MB20 + 1), file('vazio.gpx', 0)],
      problem: 'grande.zip: arquivo maior que 20 MB; nada foi guardado.',
    },
  ])('$case', ({ files, problem }) => {
    expect(flightFilesProblem(files)).toBe(problem);
  });
});
