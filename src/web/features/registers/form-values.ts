import type { FieldSpec, Row } from './descriptors.ts';

/** '1.234,5' or '1234.5' → 1234.5; blank → null; anything else → NaN (the schema names it). */
export function parseDecimal(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  const normalized = value.includes(',') ? value.replace(/\./g, '').replace(',', '.') : value;
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

const decimalText = (value: number) => String(value).replace('.', ',');

/** A stored row as the form's text inputs show it. */
export function toFormValues(fields: FieldSpec[], row?: Row): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = row?.[field.name];
      if (value === null || value === undefined) return [field.name, ''];
      if (field.kind === 'money') return [field.name, decimalText((value as number) / 100)];
      if (field.kind === 'number') return [field.name, decimalText(value as number)];
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
      if (field.kind === 'money') {
        const reais = parseDecimal(text);
        return [
          field.name,
          reais === null || Number.isNaN(reais) ? reais : Math.round(reais * 100),
        ];
      }
      return [field.name, text];
    }),
  );
}
