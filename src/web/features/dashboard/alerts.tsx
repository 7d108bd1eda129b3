import { FileWarning, PackageX, ShieldAlert, Wrench, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '../../../domain/dashboard/contracts.ts';
import { documentDueText } from '../../../domain/dashboard/texts.ts';
import { formatDate } from '../../../domain/format.ts';
import { MAPA_DUE_DAY } from '../../../domain/mapa/due.ts';
import { paths, registerPath } from '../../paths.ts';

/** How many stock alerts the dashboard lists; the rest are on /estoque. */
const STOCK_SHOWN = 5;

/**
 * The MAPA report due, the documents expired or expiring within 30 days, the aircraft's
 * maintenance in warning or past due, the stock's alerts.
 */
export function Alerts(props: Pick<Dashboard, 'mapa' | 'documents' | 'stock' | 'manutencao'>) {
  if (
    props.mapa.length === 0 &&
    props.documents.length === 0 &&
    props.stock.length === 0 &&
    props.manutencao.length === 0
  )
    return null;
  return (
    <section aria-label="Alertas" className="space-y-3">
      {props.mapa.map((due) => (
        <MapaAlert key={`${due.year}-${due.month}`} due={due} />
      ))}
      {props.documents.length > 0 && (
        <AlertBox tone="red" icon={ShieldAlert} title="Documentos a vencer">
          {props.documents.map((doc) => (
            <li key={`${doc.id}-${doc.document}`}>
              <Link
                to={documentPath(doc)}
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
        </AlertBox>
      )}
      {props.manutencao.length > 0 && (
        <AlertBox
          tone={props.manutencao.some((a) => a.situacao === 'vencida') ? 'red' : 'amber'}
          icon={Wrench}
          title="Manutenção das aeronaves"
          more={
            <Link
              to={paths.fleet}
              className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
            >
              Abrir a frota →
            </Link>
          }
        >
          {props.manutencao.map((alert) => (
            <li key={`${alert.aircraft_id}-${alert.texto}`}>
              <span className="font-medium text-ink-900">{alert.prefixo}</span> · {alert.texto}
            </li>
          ))}
        </AlertBox>
      )}
      {props.stock.length > 0 && (
        <AlertBox
          tone="amber"
          icon={PackageX}
          title="Estoque"
          more={
            <Link
              to={paths.stock}
              className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
            >
              {props.stock.length > STOCK_SHOWN
                ? `Ver os ${props.stock.length} alertas no estoque →`
                : 'Abrir o estoque →'}
            </Link>
          }
        >
          {props.stock.slice(0, STOCK_SHOWN).map((alert) => (
            <li key={`${alert.tipo}-${alert.referencia}`}>{alert.mensagem}</li>
          ))}
        </AlertBox>
      )}
    </section>
  );
}

/** A month's MAPA report not yet sent: amber until the 15th after it, red once overdue. */
function MapaAlert({ due }: { due: Dashboard['mapa'][number] }) {
  const ufs = due.ufs.join(', ');
  return (
    <Link
      to={paths.reports}
      className={
        due.overdue
          ? 'flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50/50 p-4 hover:bg-red-50'
          : 'flex items-start gap-3 rounded-2xl border border-accent-400 bg-accent-300/20 p-4 hover:bg-accent-300/30'
      }
    >
      <FileWarning
        className={`mt-0.5 h-5 w-5 shrink-0 ${due.overdue ? 'text-red-700' : 'text-accent-500'}`}
        aria-hidden="true"
      />
      <span>
        <strong className="block text-ink-900">{due.message}</strong>
        <span className="text-sm text-ink-700">
          {due.overdue
            ? `O prazo venceu no dia ${MAPA_DUE_DAY}. Envie à SFA: ${ufs}.`
            : `Envie à SFA até o dia ${MAPA_DUE_DAY}: ${ufs}.`}{' '}
          Abrir o relatório →
        </span>
      </span>
    </Link>
  );
}

/**
 * Where a document is renewed: its register's tab, the employee in Recursos Humanos, or the
 * company's certificate in Perfil.
 */
function documentPath(doc: Dashboard['documents'][number]) {
  if (doc.register === 'employees') return `${paths.hr}?aba=funcionarios&funcionario=${doc.id}`;
  if (doc.register === 'company') return `${paths.profile}#fiscal`;
  return registerPath(doc.register);
}

const TONES = {
  red: { box: 'border-red-200 bg-red-50/50', icon: 'text-red-700' },
  amber: { box: 'border-amber-200 bg-amber-50/50', icon: 'text-amber-700' },
};

/** An alert of the dashboard: its colours, icon and title over the items it lists (`li`s). */
function AlertBox(props: {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** Under the list: where to see more. */
  more?: ReactNode;
}) {
  const tone = TONES[props.tone];
  return (
    <div className={`rounded-2xl border p-4 ${tone.box}`}>
      <h2 className="flex items-center gap-2 font-semibold text-ink-900">
        <props.icon className={`h-5 w-5 ${tone.icon}`} aria-hidden="true" /> {props.title}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-ink-700">{props.children}</ul>
      {props.more}
    </div>
  );
}
