import type { ReactNode } from 'react';
import { buttonClasses } from './button-link.tsx';

export function SubmitButton(props: {
  pending: boolean;
  pendingText: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={props.pending}
      className={`w-full ${buttonClasses('brand', 'lg')} disabled:opacity-60`}
    >
      {props.pending ? props.pendingText : props.children}
    </button>
  );
}
