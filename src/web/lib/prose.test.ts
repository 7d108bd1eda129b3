import { describe, expect, it } from 'vitest';
import { inlineRuns, parseProse } from './prose.ts';

describe('content files', () => {
  it('reads headings, lists and paragraphs', () => {
    expect(
      parseProse('## 1. Quem somos\n\nO AgroVoo é\num sistema.\n\n- um\n- dois\n\n\n## 2. Dados\n'),
    ).toEqual([
      { kind: 'heading', text: '1. Quem somos' },
      { kind: 'paragraph', text: 'O AgroVoo é um sistema.' },
      { kind: 'list', items: ['um', 'dois'] },
      { kind: 'heading', text: '2. Dados' },
    ]);
  });
  it('marks bold runs', () => {
    expect(inlineRuns('o **controlador** e o **operador**.')).toEqual([
      { text: 'o ', bold: false },
      { text: 'controlador', bold: true },
      { text: ' e o ', bold: false },
      { text: 'operador', bold: true },
      { text: '.', bold: false },
    ]);
  });
});
