import { useQuery } from '@tanstack/react-query';
import { AGEING_BUCKET_LABELS, AGEING_BUCKETS } from '../../../domain/accounting/values.ts';
import type { BucketAmounts } from '../../../domain/accounting/report-contracts.ts';
import { formatDate } from '../../../domain/format.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { ageingQuery } from './report-api.ts';
import { ExportLinks } from './report-export-links.tsx';
import { ReportSection } from './report-section.tsx';
import { Money, ReportHead, ReportTable, RowHead } from './report-table.tsx';

const COLUMNS = [
  'Cliente',
  ...AGEING_BUCKETS.map((bucket) => AGEING_BUCKET_LABELS[bucket]),
  'Total',
];

/** 'Inadimplência': what each client still owes, by how long overdue. */
export function AgeingReport() {
  const ageing = useQuery(ageingQuery);
  return (
    <ReportSection
      id="inadimplencia"
      title="Inadimplência"
      actions={<ExportLinks relatorio="inadimplencia" name="Inadimplência" />}
    >
      <Loaded query={ageing} error="Não foi possível carregar a inadimplência.">
        {(data) =>
          data.clientes.length === 0 ? (
            <EmptyState>Nenhuma conta a receber em aberto.</EmptyState>
          ) : (
            <>
              <p className="text-sm text-ink-700">
                Saldo das contas a receber em aberto por dias de atraso em {formatDate(data.hoje)}.
              </p>
              <ReportTable caption="Inadimplência por cliente">
                <ReportHead columns={COLUMNS} />
                <tbody>
                  {data.clientes.map((row) => (
                    <tr key={row.client_id ?? row.cliente} className="border-t border-brand-100">
                      <RowHead>{row.cliente}</RowHead>
                      <BucketCells amounts={row.faixas} total={row.total_cents} />
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t-2 border-brand-200 bg-brand-50 font-semibold">
                  <tr>
                    <RowHead>Total</RowHead>
                    <BucketCells amounts={data.totais} total={data.total_cents} />
                  </tr>
                </tfoot>
              </ReportTable>
            </>
          )
        }
      </Loaded>
    </ReportSection>
  );
}

function BucketCells({ amounts, total }: { amounts: BucketAmounts; total: number }) {
  return (
    <>
      {AGEING_BUCKETS.map((bucket) => (
        <Money key={bucket} cents={amounts[bucket]} />
      ))}
      <Money cents={total} strong />
    </>
  );
}
