import { useQuery } from '@tanstack/react-query';
import { Bug } from 'lucide-react';
import type { ClientErrorRow } from '../../../../domain/admin/monitoring.ts';
import { formatMoment } from '../../../../domain/format.ts';
import { CLIENT_ERROR_TYPE_LABELS } from '../../../../domain/monitoring/values.ts';
import { DisclosureRow } from '../../../components/disclosure-row.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { ListEmpty } from '../../../components/list-empty.tsx';
import { PagedItems } from '../../../components/paged-list.tsx';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { Tag } from '../../../components/tag.tsx';
import { useListFilters } from '../../../lib/searched-pages.ts';
import { clientErrorsQuery, type ClientErrorFilters } from './api.ts';

/** 'Log de erros': what the browsers reported, newest first, by type and message. */
export function ErrorLog() {
  const { filters, change, asked, filtered, pagina, setPagina } =
    useListFilters<ClientErrorFilters>({
      tipo: '',
      busca: '',
    });
  const errors = useQuery(clientErrorsQuery(asked, pagina));
  return (
    <section aria-labelledby="log-de-erros">
      <h2 id="log-de-erros" className="text-lg font-bold text-ink-900">
        Log de erros
      </h2>
      <p className="text-sm text-ink-600">Erros registrados nos navegadores dos usuários.</p>
      <ListToolbar
        label="Buscar na mensagem do erro"
        placeholder="Buscar na mensagem"
        busca={filters.busca}
        onBusca={(busca) => change({ busca })}
        className="mt-3"
      >
        <FilterSelect
          label="Tipo"
          value={filters.tipo}
          onChange={(tipo) => change({ tipo })}
          labels={CLIENT_ERROR_TYPE_LABELS}
        />
      </ListToolbar>
      <PagedItems
        query={errors}
        error="Não foi possível carregar o log de erros. Tente novamente."
        empty={
          <ListEmpty
            filtered={filtered}
            icon={Bug}
            noMatch="Nenhum erro com estes filtros."
            none="Nenhum erro registrado."
          />
        }
        page={pagina}
        onPage={setPagina}
        count={['erro', 'erros']}
        className="mt-4 space-y-2"
        item={(row) => <ErrorRow key={row.id} row={row} />}
      />
    </section>
  );
}

/** One error; its stack and where it happened open below it. */
function ErrorRow({ row }: { row: ClientErrorRow }) {
  return (
    <DisclosureRow
      summary={
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words text-ink-900">{row.message}</span>
          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-600">
            <Tag tone={row.type === 'error' ? 'danger' : 'warn'}>
              {CLIENT_ERROR_TYPE_LABELS[row.type]}
            </Tag>
            {formatMoment(row.timestamp)}
            {row.user_email && <span>· {row.user_email}</span>}
          </span>
        </span>
      }
    >
      <div className="space-y-2 text-sm text-ink-700">
        {row.location && <p className="break-all">Página: {row.location}</p>}
        {row.user_agent && <p className="break-all">Navegador: {row.user_agent}</p>}
        <pre className="max-h-64 overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap">
          {row.stack ?? 'Sem pilha de chamadas.'}
          {row.component_stack && `\n\nComponentes:${row.component_stack}`}
        </pre>
      </div>
    </DisclosureRow>
  );
}
