import type { ReactNode } from 'react';

const tones = {
  warn: 'bg-accent-300/40 text-ink-900',
  danger: 'bg-red-50 text-red-800',
  ok: 'bg-crop-50 text-crop-700',
  info: 'bg-brand-50 text-brand-700',
  muted: 'bg-slate-100 text-ink-700',
} as const;

/** A small coloured label: 'Baixo', 'Vencido', 'Estornado', 'Cancelado'. */
export function Tag(props: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[props.tone]}`}
    >
      {props.children}
    </span>
  );
}
