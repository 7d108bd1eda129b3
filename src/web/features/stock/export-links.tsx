import { Download } from 'lucide-react';
import { buttonClasses } from '../../components/button-link.tsx';
import { balanceSearch, type BalanceFilters } from './api.ts';
import { PeriodFile } from './period-fields.tsx';

/** 'Exportar': the balances as filtered, and the movements of a period, as XLSX downloads. */
export function ExportLinks({ filters }: { filters: BalanceFilters }) {
  const balances = balanceSearch(filters).toString();
  return (
    <section
      aria-labelledby="exportar-estoque"
      className="mt-8 rounded-2xl border border-brand-100 bg-white p-4"
    >
      <h2 id="exportar-estoque" className="font-bold text-ink-900">
        Exportar (XLSX)
      </h2>
      <div className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <a
          href={`/api/stock/saldos.xlsx${balances ? `?${balances}` : ''}`}
          download
          className={`${buttonClasses('outline')} self-start`}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Saldos por lote
        </a>
        <PeriodFile
          label="Período das movimentações"
          path="/api/stock/movimentos.xlsx"
          open="download"
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Movimentações do período
        </PeriodFile>
      </div>
    </section>
  );
}
