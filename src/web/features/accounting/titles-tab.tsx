import { useQuery } from '@tanstack/react-query';
import { FilePlus2, Layers, Wallet } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { InstallmentRow } from '../../../domain/accounting/response-contracts.ts';
import type { TitleSide } from '../../../domain/accounting/values.ts';
import { counted } from '../../../domain/plural.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { useDebounced } from '../../lib/debounce.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { titleSearch, titlesQuery, type TitleFilters } from './api.ts';
import { InstallmentList, TotalsBar } from './installment-list.tsx';
import { ExportLinks } from './report-export-links.tsx';
import { TitleFiltersBar } from './title-filters.tsx';

const TitleDetail = lazyComponent(() => import('./title-detail.tsx').then((m) => m.TitleDetail));
const PaymentDialog = lazyComponent(() =>
  import('./payment-dialog.tsx').then((m) => m.PaymentDialog),
);
const InvoiceDialog = lazyComponent(() =>
  import('./invoice-dialog.tsx').then((m) => m.InvoiceDialog),
);

const NOUN = { receber: 'conta a receber', pagar: 'conta a pagar' } as const;
const EMPTY = {
  receber:
    'Nenhuma conta a receber. Contas a receber são criadas quando uma operação é concluída, ou clique em Nova conta.',
  pagar:
    'Nenhuma conta a pagar. Contas a pagar são criadas com as notas fiscais de entrada do estoque, ou clique em Nova conta.',
} as const;

const noFilters = (lado: TitleSide): TitleFilters => ({
  lado,
  status: '',
  busca: '',
  de: '',
  ate: '',
  category_id: '',
  client_id: '',
});

/** 'A receber' or 'A pagar': one row per installment, its totals, and what to do with it. */
export function TitlesTab(props: { lado: TitleSide; onCreate: () => void }) {
  const { lado } = props;
  const [filters, setFilters] = useState(() => noFilters(lado));
  const [pagina, setPagina] = useState(1);
  const busca = useDebounced(filters.busca);
  const asked = { ...filters, busca };
  const titles = useQuery({
    ...titlesQuery(asked, pagina),
    select: (page) => ({ ...page, pageSize: page.por_pagina }),
  });
  const [opened, setOpened] = useState<string | null>(null);
  const [paying, setPaying] = useState<InstallmentRow | null>(null);
  // Receivables picked for a fatura: title id → who it is with (one client per fatura).
  const [picked, setPicked] = useState<Map<string, string | null>>(new Map());
  const [invoicing, setInvoicing] = useState(false);
  const change = (patch: Partial<TitleFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPagina(1);
  };
  const pick = (row: InstallmentRow) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(row.title_id)) next.delete(row.title_id);
      else next.set(row.title_id, row.contraparte);
      return next;
    });
  const filtered = Object.values(titleSearch(filters)).length > 1;
  const clients = new Set(picked.values());
  const { lado: _, ...exported } = titleSearch(asked);

  return (
    <>
      <TitleFiltersBar filters={filters} onChange={change} />
      <PagedList
        query={titles}
        error={`Não foi possível carregar as contas. Tente novamente.`}
        empty={
          <ListEmpty
            filtered={filtered}
            icon={Wallet}
            noMatch={`Nenhuma ${NOUN[lado]} com estes filtros.`}
            none={EMPTY[lado]}
            start={
              <ActionButton icon={FilePlus2} onClick={props.onCreate}>
                Nova conta
              </ActionButton>
            }
          />
        }
        page={pagina}
        onPage={setPagina}
        count={['parcela', 'parcelas']}
      >
        {(page) => (
          <>
            <TotalsBar totais={page.totais} />
            {lado === 'receber' && (
              <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-ink-700">
                <button
                  type="button"
                  disabled={picked.size < 2 || clients.size > 1}
                  onClick={() => setInvoicing(true)}
                  className={`${buttonClasses('outline')} disabled:opacity-50`}
                >
                  <Layers className="h-4 w-4" aria-hidden="true" /> Agrupar em fatura
                </button>
                <span role="status">
                  {clients.size > 1
                    ? 'Uma fatura reúne contas de um só cliente.'
                    : picked.size > 0
                      ? counted(picked.size, 'selecionada', 'selecionadas')
                      : 'Marque as contas em aberto de um cliente para agrupá-las numa fatura.'}
                </span>
              </div>
            )}
            <InstallmentList
              items={page.items}
              picked={lado === 'receber' ? new Set(picked.keys()) : undefined}
              onPick={pick}
              onOpen={(row) => setOpened(row.title_id)}
              onPay={setPaying}
            />
          </>
        )}
      </PagedList>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-ink-900">Exportar a lista filtrada</span>
        <ExportLinks
          relatorio={lado}
          name={lado === 'receber' ? 'Contas a receber' : 'Contas a pagar'}
          filters={exported}
        />
      </div>
      <Suspense>
        {opened && <TitleDetail id={opened} onClose={() => setOpened(null)} />}
        {paying && (
          <PaymentDialog installment={paying} lado={lado} onClose={() => setPaying(null)} />
        )}
        {invoicing && (
          <InvoiceDialog
            titleIds={[...picked.keys()]}
            client={[...clients][0] ?? null}
            onClose={(done) => {
              setInvoicing(false);
              if (done) setPicked(new Map());
            }}
          />
        )}
      </Suspense>
    </>
  );
}
