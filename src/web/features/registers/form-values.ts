import { formatDocument } from '../../../domain/br/documents.ts';
import { decimalText, reaisText } from '../../lib/numbers.ts';
import type { FieldSpec, Row } from './field-spec.ts';

/** A register form's fields: typed text, and a property's boundary as drawn (GeoJSON). */
export type RegisterValues = Record<string, unknown>;

/** A stored row as the form's inputs show it (numbers pt-BR, money in reais, a CPF/CNPJ punctuated). */
export function toFormValues(fields: FieldSpec[], row?: Row): RegisterValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = row?.[field.name];
      if (field.kind === 'boundary') return [field.name, value ?? null];
      if (value === null || value === undefined) return [field.name, field.initial ?? ''];
      if (field.kind === 'money') return [field.name, reaisText(value as number)];
      if (field.kind === 'number' || field.kind === 'coordinate')
        return [field.name, decimalText(value as number)];
      if (field.kind === 'document') return [field.name, formatDocument(String(value))];
      return [field.name, String(value)];
    }),
  );
}
