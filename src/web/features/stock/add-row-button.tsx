import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../components/button-link.tsx';

/** The button under a list of the entry form that adds a row ('Adicionar linha'). */
export function AddRowButton(props: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={props.onClick} className={buttonClasses('outline')}>
      <Plus className="h-4 w-4" aria-hidden="true" /> {props.children}
    </button>
  );
}
