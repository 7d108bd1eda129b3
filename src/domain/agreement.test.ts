import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DECLARED_LABELS,
  f,
  fp,
  inflect,
  m,
  mp,
  notNegativeMessage,
  requiredMessage,
  type Agreement,
} from './agreement.ts';

describe('the agreement helper', () => {
  it.each([
    [m('Nome'), 'Nome é obrigatório.'],
    [f('Descrição'), 'Descrição é obrigatória.'],
    [mp('Dias de férias'), 'Dias de férias são obrigatórios.'],
    [fp('Observações'), 'Observações são obrigatórias.'],
  ])('%o → %s', (label, message) => {
    expect(requiredMessage(label)).toBe(message);
  });

  it.each([
    [m('Saldo inicial'), 'Saldo inicial não pode ser negativo.'],
    [fp('Comissões'), 'Comissões não podem ser negativas.'],
  ])('%o → %s', (label, message) => {
    expect(notNegativeMessage(label)).toBe(message);
  });

  it.each([
    [fp('Férias'), 'criado', 'criadas'],
    [f('Folha mensal'), 'criado', 'criada'],
    [m('CPF'), 'inválido', 'inválido'],
  ])('%o makes %s %s', (label, word, inflected) => {
    expect(inflect(label, word)).toBe(inflected);
  });
});

// ---------------------------------------------------------------------------------------------
// The catalogue: every pt-BR text the domain declares (the error catalogue, the *_TEXTS and
// *_LABELS objects) and every message its contracts answer for a missing or wrong value.

/** Every module of the domain, loaded: their labels are declared as they load. */
const MODULES = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], {
  eager: true,
});

/**
 * Spec texts kept verbatim although they write 'email' (part 1 §5, asserted by the spec's tests
 * of the login and invite forms).
 */
const SPEC_VERBATIM = new Set([
  'Email obrigatório',
  'Email e senha são obrigatórios',
  'Por favor, digite um email válido.',
  'Você já tem uma conta com este email. Digite sua senha atual.',
]);

/** The strings of an exported text object (nested a little), not of code values. */
function strings(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (depth > 2 || value === null || typeof value !== 'object') return [];
  if (value instanceof z.ZodType) return [];
  return Object.values(value).flatMap((inner) => strings(inner, depth + 1));
}

/** Values that break most fields: missing, blank, negative, unreadable. */
const PROBES: unknown[] = ['', '-1', 'x', -1, 'não é e-mail', null];

function schemaMessages(schema: z.ZodType): string[] {
  const inputs: unknown[] = [{}, undefined];
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : null;
  if (shape) {
    for (const probe of PROBES)
      inputs.push(Object.fromEntries(Object.keys(shape).map((key) => [key, probe])));
  }
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

const TEXT_OBJECT = /(TEXTS|LABELS|MESSAGES|ERRORS)$/;
/** The validator's internal messages, English in the spec (part 1 §5), shown in pt-BR. */
const INTERNAL = new Set(['PASSWORD_RULE_MESSAGES']);

function catalogue(): [string, string][] {
  const found = new Map<string, string>();
  for (const [file, exports] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(exports)) {
      const where = `${file} ${name}`;
      if (value instanceof z.ZodType)
        for (const message of schemaMessages(value)) found.set(message, where);
      else if (TEXT_OBJECT.test(name) && !INTERNAL.has(name))
        for (const text of strings(value)) found.set(text, where);
    }
  }
  return [...found].map(([text, where]) => [where, text]);
}

/** The first word of a subject, a compound whole ('Vale-alimentação' is a vale). */
const headNoun = (subject: string) => subject.split(/[\s/]/)[0]!.split('-')[0]!;

/**
 * How a subject agrees, from the labels declared (the whole subject, or its first word as it
 * heads another label: 'Nome' of 'Nome da empresa'); failing those, a cross-check by common
 * endings of the head noun, never used by the code itself.
 */
function agreementOf(subject: string): Agreement | null {
  const labels = [...DECLARED_LABELS.values()];
  const whole = labels.find((l) => l.text === subject);
  if (whole) return whole;
  if (/ e /.test(subject)) return null; // 'Email e senha': two subjects
  const head = headNoun(subject);
  if (/^[A-Z]{2,}$/.test(head)) return null; // an acronym: CAPTCHA, CPF
  const headed = labels.find((l) => headNoun(l.text) === head);
  if (headed) return { gender: headed.gender, plural: /s$/.test(head) };
  const plural = /[^s]s$/i.test(head) && head.length > 3;
  const noun = head.replace(/s$/, '');
  if (/(ção|são|dade|gem|ncia|a)$/i.test(noun)) return { gender: 'f', plural };
  if (/(mento|o|or)$/i.test(noun)) return { gender: 'm', plural };
  return null;
}

/** Words that agree with their subject, as they are written in the masculine singular. */
const AGREEING = ['obrigatório', 'inválido', 'negativo', 'criado', 'cadastrado', 'excluído'];
const AGREEING_FORMS = new RegExp(
  `^(.+?)(?: (é|são|não pode ser|não podem ser))? (${AGREEING.map((w) => w.slice(0, -1)).join('|')})([oa]s?)\\b`,
);

/** What is wrong with a pt-BR text, or null. */
function disagreement(text: string): string | null {
  const words = text.replace(/"[^"]*"/g, '""'); // a quoted value is code ("email"), not words
  if (/\bemails?\b/i.test(words) && !SPEC_VERBATIM.has(text)) return "'email' em vez de 'e-mail'";
  const match = AGREEING_FORMS.exec(words);
  if (!match) return null;
  const [, subject, verb, stem, ending] = match;
  // Without a verb, only a short subject right before the word it heads ('Senha obrigatória').
  if (!verb && subject!.split(' ').length > 3) return null;
  const agreement = agreementOf(subject!.replace(/^(O|A|Os|As) /, ''));
  if (!agreement) return null;
  const expected = inflect(agreement, `${stem}o`);
  if (`${stem}${ending}` !== expected) return `'${stem}${ending}' com '${subject}': ${expected}`;
  if (verb && (verb === 'são' || verb.includes('podem')) !== agreement.plural)
    return `'${verb}' com '${subject}'`;
  return null;
}

describe('the disagreement check', () => {
  f('Dose por hectare'); // as the operations' contract declares it
  it.each([
    ['Descrição é obrigatório.', "'obrigatório' com 'Descrição': obrigatória"],
    ['Dose por hectare é obrigatório.', "'obrigatório' com 'Dose por hectare': obrigatória"],
    ['Formato de email inválido', "'email' em vez de 'e-mail'"],
    ['Data inicial é obrigatório.', "'obrigatório' com 'Data inicial': obrigatória"],
    ['Vencimento é obrigatória.', "'obrigatória' com 'Vencimento': obrigatório"],
    ['Observações é obrigatórias.', "'é' com 'Observações'"],
    ['Férias de dezembro/2026 criada', "'criada' com 'Férias de dezembro/2026': criadas"],
    ['Descrição é obrigatória.', null],
    ['Nome da empresa é obrigatório.', null],
    ['Formato de e-mail inválido', null],
    ['Email obrigatório', null], // the spec's, verbatim
  ])('%j: %j', (text, problem) => {
    expect(disagreement(text)).toBe(problem);
  });
});

describe('every message of the catalogue agrees with its subject', () => {
  const texts = catalogue();
  it('finds the contracts’ messages', () => {
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.map(([, text]) => text)).toContain('Nome é obrigatório.');
  });
  it.each(texts)('%s: %j', (_where, text) => {
    expect(disagreement(text)).toBeNull();
  });
});

describe('the labels declared', () => {
  it('give one agreement to each text', () => {
    const byText = new Map<string, Set<string>>();
    for (const l of DECLARED_LABELS.values())
      byText.set(l.text, (byText.get(l.text) ?? new Set()).add(`${l.gender}${l.plural}`));
    expect([...byText].filter(([, forms]) => forms.size > 1).map(([text]) => text)).toEqual([]);
  });

  // A cross-check by the head noun's ending: words ending in -ção, -dade or -gem are feminine.
  it.each([...DECLARED_LABELS.values()].map((l) => [l.text, l] as const))('%s', (_text, l) => {
    const head = headNoun(l.text).replace(/s$/, '');
    if (/(ção|são|dade|gem)$/i.test(head)) expect(l.gender).toBe('f');
    if (/mento$/i.test(head)) expect(l.gender).toBe('m');
  });
});
