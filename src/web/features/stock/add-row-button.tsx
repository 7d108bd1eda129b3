import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ActionButton } from '../../components/action-button.tsx';

/** The button under a list of the entry form that adds a row ('Adicionar linha'). */
export function AddRowButton(props: { onClick: () => void; children: ReactNode }) {
  return (
    <ActionButton icon={Plus} variant="outline" onClick={props.onClick}>
      {props.children}
    </ActionButton>
  );
}
