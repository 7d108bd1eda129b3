import type { Axis } from '../../../domain/geo/coordinates.ts';
import type { RegisterKind } from '../../../domain/registers/values.ts';

// What a register's form and list are made of: each field and column, described once.

export type Row = Record<string, unknown> & { id: string; archived_at: string | null };

export type FieldSpec = {
  name: string;
  label: string;
  kind:
    | 'text'
    /** A CPF or a CNPJ (numeric or alphanumeric), punctuated as it is typed. */
    | 'document'
    | 'email'
    | 'tel'
    | 'number'
    | 'coordinate'
    | 'date'
    | 'textarea'
    | 'select'
    | 'money'
    | 'reference'
    | 'boundary';
  options?: readonly { value: string; label: string }[];
  /** For 'reference': the register (or the company's members) a select lists. */
  reference?: RegisterKind | 'members';
  /** For 'coordinate': which one, read in decimal degrees or degrees, minutes and seconds. */
  axis?: Axis;
  /** A text under the field (an example is written 'Ex.: …', never as a placeholder). */
  hint?: string;
  required?: boolean;
  wide?: boolean;
  /** A new row's value (a select that starts chosen). */
  initial?: string;
  /** Shown (and sent) only while another field holds a value: 'Data fixa' asks for its date. */
  shownWhen?: { field: string; is: string };
  /** Named otherwise while another field holds a value: a drone's prefix is its SISANT number. */
  namedWhen?: { field: string; is: string; label: string; hint?: string; required?: boolean };
};

export type ColumnSpec = {
  label: string;
  value: (row: Row) => string;
  secondary?: boolean;
  /** An amount: left out for a pilot, whose answers have none (decision 034). */
  money?: true;
};

export type RegisterDescriptor = {
  /** The sentence of the empty list. */
  empty: string;
  /** The new-row button, e.g. 'Novo cliente'. */
  newLabel: string;
  fields: FieldSpec[];
  columns: ColumnSpec[];
};
