import { useEffect } from 'react';

/** A short confirmation at the corner of the screen; it closes by itself after 5 s. */
export function Notice(props: { title: string; description?: string; onDone: () => void }) {
  const { onDone } = props;
  useEffect(() => {
    const timer = setTimeout(onDone, 5000);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 z-50 max-w-sm rounded-xl border border-crop-100 bg-white p-4 shadow-lg"
    >
      <p className="font-semibold text-ink-900">{props.title}</p>
      {props.description && <p className="mt-1 text-sm text-ink-700">{props.description}</p>}
    </div>
  );
}
