import { useId, type ReactNode } from 'react';

/**
 * A titled card of a page (a settings block, an export): a white bordered section named by its
 * h2 for screen readers, with an optional action (a 'Nova ...' button) at the title's end.
 * `className` places it (a margin above).
 */
export function CardSection(props: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <h2 id={id} className="font-bold text-ink-900">
      {props.title}
    </h2>
  );
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-brand-100 bg-white p-4 ${props.className ?? ''}`}
    >
      {props.action ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {props.action}
        </div>
      ) : (
        heading
      )}
      {props.children}
    </section>
  );
}
