// Portuguese gender and number agreement of field messages, in one place: a label carries its
// gender and number, declared where the label is written ('Descrição' is feminine, 'Dias de
// férias' masculine plural), and every message about it inflects its words to match ('Descrição
// é obrigatória.', 'Dias de férias são obrigatórios.'). Never guessed from the word's ending.

export type Gender = 'm' | 'f';

/** How a noun agrees: its gender and whether it is plural. */
export type Agreement = { readonly gender: Gender; readonly plural: boolean };

/** A field's name as people read it, with how the words about it agree. */
export type Label = Agreement & { readonly text: string };

/**
 * Every label declared, by its text and agreement (bounded by the distinct labels the code
 * writes): the catalogue's test reads it to judge messages about them.
 */
export const DECLARED_LABELS = new Map<string, Label>();

function label(text: string, gender: Gender, plural: boolean): Label {
  const key = `${gender}${plural ? 'p' : ''}:${text}`;
  let declared = DECLARED_LABELS.get(key);
  if (!declared) DECLARED_LABELS.set(key, (declared = { text, gender, plural }));
  return declared;
}

/** A masculine singular label: m('Nome'). */
export const m = (text: string) => label(text, 'm', false);
/** A feminine singular label: f('Descrição'). */
export const f = (text: string) => label(text, 'f', false);
/** A masculine plural label: mp('Dias de férias'). */
export const mp = (text: string) => label(text, 'm', true);
/** A feminine plural label: fp('Observações'). */
export const fp = (text: string) => label(text, 'f', true);

/**
 * An adjective or participle given in the masculine singular ending in -o ('obrigatório',
 * 'inválido', 'criado', 'negativo'), inflected to agree with `noun`: 'obrigatória',
 * 'inválidos', 'criadas'. Words of one form for both genders ('válido' aside, e.g. 'maior') are
 * not given here.
 */
export function inflect(noun: Agreement, masculine: string): string {
  if (!masculine.endsWith('o')) throw new Error(`'${masculine}' não termina em -o`);
  const stem = masculine.slice(0, -1);
  return `${stem}${noun.gender === 'f' ? 'a' : 'o'}${noun.plural ? 's' : ''}`;
}

/** 'é' or 'são', as the subject asks. */
export const is = (noun: Agreement) => (noun.plural ? 'são' : 'é');

/** 'Descrição é obrigatória.', 'Observações são obrigatórias.', 'Nome é obrigatório.' */
export const requiredMessage = (field: Label) =>
  `${field.text} ${is(field)} ${inflect(field, 'obrigatório')}.`;

/** 'Saldo inicial não pode ser negativo.', 'Comissões não podem ser negativas.' */
export const notNegativeMessage = (field: Label) =>
  `${field.text} não ${field.plural ? 'podem' : 'pode'} ser ${inflect(field, 'negativo')}.`;
