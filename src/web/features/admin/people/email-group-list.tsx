import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { AWAITING_LABELS, type EmailGroup } from '../../../../domain/admin/people.ts';
import { counted } from '../../../../domain/plural.ts';
import { ListEmpty } from '../../../components/list-empty.tsx';
import { PagedItems } from '../../../components/paged-list.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { Tag } from '../../../components/tag.tsx';
import { useSearchedPages } from '../../../lib/searched-pages.ts';
import { contactEmailsQuery, fetchAllEmails } from './api.ts';
import { CopyAllButton } from './copy-all-button.tsx';

/** One group of contact e-mails: its search, 'Copiar Todos' and a page of companies by name. */
export function EmailGroupList(props: { group: EmailGroup; title: string }) {
  const { busca, setBusca, term, pagina, setPagina } = useSearchedPages();
  const list = useQuery(contactEmailsQuery(props.group, term, pagina));
  const headingId = `emails-${props.group}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink-900">
            {props.title}
          </h2>
          {list.data && (
            <p className="text-sm text-ink-600">{counted(list.data.total, 'e-mail', 'e-mails')}</p>
          )}
        </div>
        <CopyAllButton
          load={() => fetchAllEmails(props.group, term)}
          disabled={!list.data?.total}
        />
      </div>
      <SearchField
        label={`Buscar em ${props.title.toLowerCase()}`}
        value={busca}
        onChange={setBusca}
        placeholder="Buscar por empresa ou e-mail..."
        className="mt-4"
      />
      <PagedItems
        query={list}
        error="Não foi possível carregar os e-mails. Tente novamente."
        empty={
          <ListEmpty
            filtered={term.trim() !== ''}
            icon={Mail}
            noMatch="Nenhum e-mail encontrado para esta busca."
            none="Nenhum e-mail nesta lista."
          />
        }
        page={pagina}
        onPage={setPagina}
        className="mt-4 divide-y divide-brand-50"
        item={(item) => (
          <li key={item.company_id} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-medium [overflow-wrap:anywhere] text-ink-900">
                {item.company_name}
              </p>
              <p className="text-sm [overflow-wrap:anywhere] text-ink-700">{item.contact_email}</p>
            </div>
            {item.subscription_status !== 'active' && (
              <Tag tone={item.subscription_status === 'trial' ? 'info' : 'warn'}>
                {AWAITING_LABELS[item.subscription_status]}
              </Tag>
            )}
          </li>
        )}
      />
    </section>
  );
}
