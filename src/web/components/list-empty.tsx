import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';

/**
 * What a filtered list says when it is empty: with filters, that nothing matches them
 * (`noMatch`); without, that there is nothing yet (`none`) and the way to start it (`start`, a
 * first record), which a filtered list does not offer.
 */
export function ListEmpty(props: {
  filtered: boolean;
  icon?: LucideIcon;
  noMatch: string;
  none: string;
  start?: ReactNode;
}) {
  return (
    <EmptyState icon={props.icon} action={!props.filtered && props.start}>
      {props.filtered ? props.noMatch : props.none}
    </EmptyState>
  );
}
