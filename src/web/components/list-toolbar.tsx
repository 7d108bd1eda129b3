import type { ReactNode } from 'react';
import { SearchField } from './search-field.tsx';

/**
 * What stands above a searched list: its search box (`label` names it for screen readers), the
 * list's other filters beside it (`children`), and its actions at the end of the row; on a
 * phone, one under the other.
 */
export function ListToolbar(props: {
  label: string;
  placeholder: string;
  busca: string;
  onBusca: (busca: string) => void;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-3 lg:flex-row lg:items-center ${props.className ?? ''}`}>
      <SearchField
        label={props.label}
        value={props.busca}
        onChange={props.onBusca}
        placeholder={props.placeholder}
        className="lg:w-96"
      />
      {props.children}
      {props.actions && (
        <div className="flex flex-wrap items-center gap-2 lg:ml-auto">{props.actions}</div>
      )}
    </div>
  );
}
