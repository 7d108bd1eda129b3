import type { ReactNode } from 'react';

/**
 * What is left, with its value and costs under it (right-aligned on a wide screen): bold for
 * an item, semibold for one of its lots.
 */
export function BalanceFigures(props: {
  balance: string;
  detail: ReactNode;
  weight: 'bold' | 'semibold';
}) {
  return (
    <span className="tabular-nums sm:text-right">
      <span
        className={`block text-ink-900 ${props.weight === 'bold' ? 'font-bold' : 'font-semibold'}`}
      >
        {props.balance}
      </span>
      <span className="block text-xs text-ink-600">{props.detail}</span>
    </span>
  );
}
