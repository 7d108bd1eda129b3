import { useQuery } from '@tanstack/react-query';
import type { SelectHTMLAttributes } from 'react';
import type { RegisterKind } from '../../domain/registers/values.ts';
import { registerOptionsQuery } from '../lib/register-options.ts';
import type { FrameProps } from './field-frame.tsx';
import { SelectField } from './select-field.tsx';

/** The registers whose name is feminine ('a aeronave', 'a propriedade', 'a cultura'). */
const FEMININE: readonly RegisterKind[] = ['properties', 'aircraft', 'crops'];

/** A filter's blank choice, agreeing with the register: 'Todas' (aeronaves), 'Todos' (pilotos). */
export const allOf = (kind: RegisterKind) => (FEMININE.includes(kind) ? 'Todas' : 'Todos');

/**
 * A select of a register's active rows (aircraft, pilots, clients…), optionally only those of
 * a `group` (a client's farms). Controlled or registered with a form, like any select: it is
 * rendered with those props only once the rows have loaded, so a form's stored choice shows.
 */
export function RegisterSelect(
  props: {
    kind: RegisterKind;
    group?: string;
    placeholder?: string;
  } & FrameProps &
    SelectHTMLAttributes<HTMLSelectElement>,
) {
  const { kind, group, placeholder, ...select } = props;
  const options = useQuery(registerOptionsQuery(kind));
  if (options.isPending)
    return <SelectField label={select.label} disabled placeholder="Carregando..." options={[]} />;
  return (
    <SelectField
      {...select}
      error={select.error ?? (options.isError ? 'Não foi possível carregar a lista.' : undefined)}
      placeholder={placeholder}
      options={(options.data ?? [])
        .filter((o) => group === undefined || o.group === group)
        .map((o) => ({ value: o.id, label: o.label }))}
    />
  );
}
