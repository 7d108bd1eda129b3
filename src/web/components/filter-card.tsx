/**
 * A card that filters a list by one status and counts it (a dash while the count loads), pressed
 * while its status is the one shown; `detail` under the count (a total in reais, say).
 */
export function FilterCard(props: {
  label: string;
  active: boolean;
  onClick: () => void;
  count?: number;
  detail?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={props.active}
      onClick={props.onClick}
      className={`rounded-xl border p-3 text-left transition-colors ${props.active ? 'border-brand-700 bg-brand-50' : 'border-brand-100 bg-white hover:bg-brand-50/60'}`}
    >
      <span className="block text-xs font-medium text-ink-600 uppercase">{props.label}</span>
      <span className="mt-1 block text-lg font-bold text-ink-900">{props.count ?? '–'}</span>
      {props.detail !== undefined && (
        <span className="block text-xs text-ink-600">{props.detail}</span>
      )}
    </button>
  );
}
