import { useQuery } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { documentDueText } from '../../../domain/dashboard/texts.ts';
import { formatDate } from '../../../domain/format.ts';
import type { DocumentAlert, EmployeeRow } from '../../../domain/hr/response-contracts.ts';
import { DOCUMENT_WARNING_DAYS, EMPLOYEE_ROLE_LABELS } from '../../../domain/hr/values.ts';
import { DisclosureRow } from '../../components/disclosure-row.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { PagedItems } from '../../components/paged-list.tsx';
import { Tag } from '../../components/tag.tsx';
import { alertsQuery, employeeQuery, employeesQuery } from './api.ts';
import { DocumentList, documentName } from './document-list.tsx';

/** 'Documentos': what is expired or about to expire, then every active employee's documents. */
export function DocumentsTab(props: { onOpen: (id: string) => void }) {
  return (
    <div className="space-y-8">
      <Alerts onOpen={props.onOpen} />
      <ByEmployee />
    </div>
  );
}

function Alerts(props: { onOpen: (id: string) => void }) {
  const alerts = useQuery(alertsQuery);
  return (
    <section aria-labelledby="documentos-a-vencer">
      <h2 id="documentos-a-vencer" className="text-lg font-bold text-ink-900">
        A vencer e vencidos
      </h2>
      <p className="text-sm text-ink-600">
        Documentos dos funcionários ativos vencidos ou que vencem nos próximos{' '}
        {DOCUMENT_WARNING_DAYS} dias.
      </p>
      <Loaded query={alerts} error="Não foi possível carregar os alertas. Tente novamente.">
        {(rows) =>
          rows.length === 0 ? (
            <p className="mt-3 flex items-center gap-2 text-sm text-crop-700">
              <ShieldCheck className="h-4 w-4" aria-hidden="true" /> Nenhum documento vencido ou a
              vencer.
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-red-100 rounded-2xl border border-red-200 bg-red-50/40">
              {rows.map((alert) => (
                <AlertRow key={alert.id} alert={alert} onOpen={props.onOpen} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}

function AlertRow(props: { alert: DocumentAlert; onOpen: (id: string) => void }) {
  const { alert } = props;
  return (
    <li>
      <button
        type="button"
        onClick={() => props.onOpen(alert.employee_id)}
        className="flex w-full items-start gap-3 px-4 py-2.5 text-left hover:bg-red-50"
      >
        <ShieldAlert className="mt-1 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
        <span className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-3 gap-y-0.5">
          <span className="font-medium text-ink-900">
            {alert.funcionario} · {documentName(alert)}
          </span>
          <span
            className={`text-sm ${alert.dias_para_vencer < 0 ? 'font-semibold text-red-800' : 'text-ink-700'}`}
          >
            {documentDueText(alert.dias_para_vencer)} ({formatDate(alert.validade)})
          </span>
        </span>
      </button>
    </li>
  );
}

function ByEmployee() {
  const [pagina, setPagina] = useState(1);
  const employees = useQuery(employeesQuery({ busca: '', situacao: 'ativos' }, pagina));
  return (
    <section aria-labelledby="documentos-por-funcionario">
      <h2 id="documentos-por-funcionario" className="text-lg font-bold text-ink-900">
        Por funcionário
      </h2>
      <PagedItems
        query={employees}
        error="Não foi possível carregar os funcionários. Tente novamente."
        empty={<EmptyState>Nenhum funcionário ativo. Cadastre-os na aba Funcionários.</EmptyState>}
        page={pagina}
        onPage={setPagina}
        className="mt-3 space-y-2"
        item={(row) => <EmployeeDocuments key={row.id} row={row} />}
      />
    </section>
  );
}

/** An employee's documents, loaded when opened. */
function EmployeeDocuments({ row }: { row: EmployeeRow }) {
  return (
    <DisclosureRow
      summary={
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-ink-900">{row.nome}</span>
            <span className="block text-sm text-ink-600">{EMPLOYEE_ROLE_LABELS[row.cargo]}</span>
          </span>
          {row.documentos_alerta > 0 && <Tag tone="danger">{row.documentos_alerta} a vencer</Tag>}
        </span>
      }
    >
      <Documents id={row.id} />
    </DisclosureRow>
  );
}

function Documents({ id }: { id: string }) {
  const employee = useQuery(employeeQuery(id));
  return (
    <Loaded query={employee} error="Não foi possível carregar os documentos.">
      {(data) => <DocumentList employeeId={data.id} documents={data.documentos} />}
    </Loaded>
  );
}
