import { useQuery } from '@tanstack/react-query';
import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatDecimal } from '../../../domain/format.ts';
import { OPERATION_STATUSES, OPERATION_STATUS_LABELS } from '../../../domain/operations/values.ts';
import { ButtonLink, buttonClasses } from '../../components/button-link.tsx';
import { LinkRow, LinkRows } from '../../components/link-rows.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { operationsHeading } from '../../headings/operations.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { allOf, RegisterSelect } from '../../components/register-select.tsx';
import { labelledOptions, SelectField } from '../../components/select-field.tsx';
import { operationsQuery, type OperationFilters } from './api.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { paths } from '../../paths.ts';

const NO_FILTERS: OperationFilters = {
  de: '',
  ate: '',
  client_id: '',
  aircraft_id: '',
  pilot_id: '',
  status: '',
  pagina: 1,
};

/** `/operacoes`: every operation with filters (period, client, aircraft, pilot, status) and totals. */
export function OperationsListPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const list = useQuery(operationsQuery(filters));
  const set = (key: keyof OperationFilters) => (value: string) =>
    setFilters((f) => ({ ...f, [key]: value, pagina: 1 }));
  /** A register's rows as a filter ('Todas'/'Todos' by default). */
  const registerFilter = (
    kind: 'clients' | 'aircraft' | 'pilots',
    key: 'client_id' | 'aircraft_id' | 'pilot_id',
    label: string,
  ) => (
    <RegisterSelect
      kind={kind}
      label={label}
      placeholder={allOf(kind)}
      value={filters[key]}
      onChange={(e) => set(key)(e.target.value)}
    />
  );
  const filtered = Object.entries(filters).some(([key, value]) => key !== 'pagina' && value);
  return (
    <>
      <PageHeader {...operationsHeading}>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.field} variant="outline">
            <Download className="h-4 w-4" aria-hidden="true" /> Levar para o campo
          </ButtonLink>
          <ButtonLink to="/operacao">
            <Plus className="h-4 w-4" aria-hidden="true" /> Nova operação
          </ButtonLink>
        </div>
      </PageHeader>

      <form
        className="mt-6 grid grid-cols-2 gap-3 rounded-2xl border border-brand-100 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Filtros"
      >
        <DateFilter label="De" value={filters.de} onChange={set('de')} />
        <DateFilter label="Até" value={filters.ate} onChange={set('ate')} />
        {registerFilter('clients', 'client_id', 'Contratante')}
        {registerFilter('aircraft', 'aircraft_id', 'Aeronave')}
        {registerFilter('pilots', 'pilot_id', 'Piloto')}
        <SelectField
          label="Status"
          placeholder="Todos"
          value={filters.status}
          onChange={(e) => set('status')(e.target.value)}
          options={labelledOptions(OPERATION_STATUSES, OPERATION_STATUS_LABELS)}
        />
        {filtered && (
          <button
            type="button"
            onClick={() => setFilters(NO_FILTERS)}
            className={`${buttonClasses('ghost')} col-span-2 sm:col-span-3 lg:col-span-6 justify-self-start`}
          >
            Limpar filtros
          </button>
        )}
      </form>

      <PagedList
        query={list}
        error="Não foi possível carregar as operações. Verifique sua conexão e tente novamente."
        page={filters.pagina}
        onPage={(pagina) => setFilters((f) => ({ ...f, pagina }))}
        empty={
          <ListEmpty
            filtered={filtered}
            noMatch="Nenhuma operação com estes filtros."
            none="Nenhuma operação registrada ainda."
            start={
              <ButtonLink to="/operacao">
                <Plus className="h-4 w-4" aria-hidden="true" /> Registrar a primeira operação
              </ButtonLink>
            }
          />
        }
      >
        {(page) => (
          <>
            <dl className="mt-6 grid grid-cols-3 gap-3" aria-live="polite">
              <Total label="Operações" value={String(page.total)} />
              <Total label="Área aplicada" value={`${formatDecimal(page.totals.area_ha)} ha`} />
              <Total label="Horas de voo" value={`${formatDecimal(page.totals.horas, 1)} h`} />
            </dl>
            <LinkRows>
              {page.items.map((op) => (
                <LinkRow
                  key={op.id}
                  to={`/operacao/${op.id}`}
                  title={`${op.numero} · ${formatDate(op.data)} · ${op.cliente}`}
                  detail={`${op.propriedade} (${op.municipio}/${op.uf}) · ${op.cultura ?? 'cultura —'} · ${op.aeronave ?? 'aeronave —'} · ${op.piloto ?? 'piloto —'}`}
                  aside={
                    <>
                      <span>{op.area_ha === null ? '—' : `${formatDecimal(op.area_ha)} ha`}</span>
                      <span>{op.horas === null ? '—' : `${formatDecimal(op.horas, 1)} h`}</span>
                      <StatusBadge status={op.status} />
                    </>
                  }
                />
              ))}
            </LinkRows>
          </>
        )}
      </PagedList>
    </>
  );
}

function Total(props: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-brand-100 bg-white p-3">
      <dt className="text-xs font-medium text-ink-600 uppercase">{props.label}</dt>
      <dd className="mt-1 text-base font-bold text-ink-900 tabular-nums sm:text-lg">
        {props.value}
      </dd>
    </div>
  );
}

function DateFilter(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="block text-sm font-medium text-ink-900">
      {props.label}
      <input
        type="date"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="mt-1 block w-full rounded-lg border border-brand-200 bg-white px-3 py-2"
      />
    </label>
  );
}
