import { decimalText, parseDecimal, parseMoneyCents } from '../../lib/numbers.ts';
import type { FieldSpec, Row } from './descriptors.ts';

/** A stored row as the form's text inputs show it. */
export function toFormValues(fields: FieldSpec[], row?: Row): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = row?.[field.name];
      if (value === null || value === undefined) return [field.name, ''];
      if (field.kind === 'money') return [field.name, decimalText((value as number) / 100)];
      if (field.kind === 'number') return [field.name, decimalText(value as number)];
      if (field.kind === 'boundary') return [field.name, JSON.stringify(value)];
      return [field.name, String(value)];
    }),
  );
}

/** The form's texts as the API takes them: numbers as numbers, money in centavos. */
export function fromFormValues(fields: FieldSpec[], values: Record<string, string>) {
  return Object.fromEntries(
    fields.map((field) => {
      const text = values[field.name] ?? '';
      if (field.kind === 'number') return [field.name, parseDecimal(text)];
      if (field.kind === 'boundary') return [field.name, text ? JSON.parse(text) : null];
      if (field.kind === 'money') return [field.name, parseMoneyCents(text)];
      return [field.name, text];
    }),
  );
}
