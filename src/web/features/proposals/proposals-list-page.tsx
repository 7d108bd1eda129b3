import { useQuery } from '@tanstack/react-query';
import { FileSignature, Plus } from 'lucide-react';
import { useState } from 'react';
import { seesMoney } from '../../../domain/companies/values.ts';
import { formatDate } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import {
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_VIEW_STATUSES,
  type ProposalStatus,
} from '../../../domain/proposals/values.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { LinkRow, LinkRows } from '../../components/link-rows.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { proposalsHeading } from '../../headings/proposals.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { FilterCard } from '../../components/filter-card.tsx';
import { useMe } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { proposalsQuery, type ProposalFilters } from './api.ts';

const NO_FILTERS: ProposalFilters = { status: '', busca: '', pagina: 1 };

/** `/propostas`: the quotes with a status filter that shows count and value per status. */
export function ProposalsListPage() {
  // A pilot reads the list without values and writes nothing (decision 034).
  const role = useMe().data?.membership?.role ?? null;
  const money = seesMoney(role);
  const office = role !== 'pilot';
  const [filters, setFilters] = useState(NO_FILTERS);
  const list = useQuery(proposalsQuery(filters));
  const filtered = filters.status !== '' || filters.busca.trim() !== '';
  const choose = (status: ProposalStatus | '') => setFilters((f) => ({ ...f, status, pagina: 1 }));
  return (
    <>
      <PageHeader {...proposalsHeading}>
        {office && (
          <ButtonLink to={`${paths.proposals}/nova`}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Nova proposta
          </ButtonLink>
        )}
      </PageHeader>

      <div
        role="group"
        aria-label="Filtrar por status"
        className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6"
      >
        <FilterCard
          label="Todas"
          active={filters.status === ''}
          onClick={() => choose('')}
          count={
            list.data
              ? PROPOSAL_VIEW_STATUSES.reduce((sum, s) => sum + list.data.totals[s].count, 0)
              : undefined
          }
        />
        {PROPOSAL_VIEW_STATUSES.map((status) => (
          <FilterCard
            key={status}
            label={PROPOSAL_STATUS_LABELS[status]}
            active={filters.status === status}
            onClick={() => choose(status)}
            count={list.data?.totals[status].count}
            detail={
              money && list.data ? formatBRL(list.data.totals[status].total_cents) : undefined
            }
          />
        ))}
      </div>

      <SearchField
        label="Buscar por cliente"
        value={filters.busca}
        onChange={(busca) => setFilters((f) => ({ ...f, busca, pagina: 1 }))}
        placeholder="Buscar por cliente..."
        className="mt-4 max-w-md"
      />

      <PagedList
        query={list}
        error="Não foi possível carregar as propostas. Verifique sua conexão e tente novamente."
        page={filters.pagina}
        onPage={(pagina) => setFilters((f) => ({ ...f, pagina }))}
        empty={
          <ListEmpty
            filtered={filtered}
            icon={FileSignature}
            noMatch="Nenhuma proposta com estes filtros."
            none="Nenhuma proposta ainda. Monte um orçamento, envie ao cliente e, aprovado, ele vira voo na agenda."
            start={
              office && (
                <ButtonLink to={`${paths.proposals}/nova`}>
                  <Plus className="h-4 w-4" aria-hidden="true" /> Criar a primeira proposta
                </ButtonLink>
              )
            }
          />
        }
      >
        {(page) => (
          <LinkRows>
            {page.items.map((p) => (
              <LinkRow
                key={p.id}
                to={`${paths.proposals}/${p.id}`}
                title={`${p.numero} · ${p.cliente}`}
                detail={`${p.propriedade ?? 'Propriedade a definir'} · válida até ${formatDate(p.validade)}`}
                aside={
                  <>
                    {money && (
                      <span className="font-semibold text-ink-900">{formatBRL(p.total_cents)}</span>
                    )}
                    <StatusBadge status={p.status} />
                  </>
                }
              />
            ))}
          </LinkRows>
        )}
      </PagedList>
    </>
  );
}
