/** The spec's loading spinner, labelled 'Carregando...'. */
export function Spinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 p-8 text-ink-600">
      <span
        className="h-6 w-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        aria-hidden="true"
      />
      <span>{label}</span>
    </div>
  );
}
