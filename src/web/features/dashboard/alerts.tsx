import { FileWarning, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '../../../domain/dashboard/contracts.ts';
import { documentDueText } from '../../../domain/dashboard/texts.ts';
import { formatDate } from '../../../domain/format.ts';
import { paths, registerPath } from '../../paths.ts';

/** The MAPA report due and the documents expired or expiring within 30 days. */
export function Alerts(props: { mapa: Dashboard['mapa']; documents: Dashboard['documents'] }) {
  if (!props.mapa && props.documents.length === 0) return null;
  return (
    <section aria-label="Alertas" className="space-y-3">
      {props.mapa && (
        <Link
          to={paths.reports}
          className="flex items-start gap-3 rounded-2xl border border-accent-400 bg-accent-300/20 p-4 hover:bg-accent-300/30"
        >
          <FileWarning className="mt-0.5 h-5 w-5 shrink-0 text-accent-500" aria-hidden="true" />
          <span>
            <strong className="block text-ink-900">{props.mapa.message}</strong>
            <span className="text-sm text-ink-700">
              Envie à SFA até o dia 15: {props.mapa.ufs.join(', ')}. Abrir o relatório →
            </span>
          </span>
        </Link>
      )}
      {props.documents.length > 0 && (
        <div className="rounded-2xl border border-red-200 bg-red-50/50 p-4">
          <h2 className="flex items-center gap-2 font-semibold text-ink-900">
            <ShieldAlert className="h-5 w-5 text-red-700" aria-hidden="true" /> Documentos a vencer
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {props.documents.map((doc) => (
              <li key={`${doc.id}-${doc.document}`}>
                <Link
                  to={registerPath(doc.register)}
                  className="flex flex-wrap gap-x-2 rounded px-1 py-0.5 hover:bg-red-50"
                >
                  <span className="font-medium text-ink-900">
                    {doc.document} · {doc.name}
                  </span>
                  <span className={doc.days < 0 ? 'font-semibold text-red-800' : 'text-ink-700'}>
                    {documentDueText(doc.days)} ({formatDate(doc.expires)})
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
