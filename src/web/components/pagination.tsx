import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClasses } from './button-link.tsx';

/** 'Página X de Y' with previous and next; nothing when everything fits on one page. */
export function Pagination(props: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label="Paginação" className="mt-4 flex items-center justify-between gap-2">
      <button
        type="button"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
        className={`${buttonClasses('outline')} disabled:opacity-50`}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Anterior
      </button>
      <span className="text-sm text-ink-600">
        Página {props.page} de {pages}
      </span>
      <button
        type="button"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
        className={`${buttonClasses('outline')} disabled:opacity-50`}
      >
        Próxima <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
