import { Download } from 'lucide-react';
import { buttonClasses } from '../../components/button-link.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { balanceSearch, type BalanceFilters } from './api.ts';
import { PeriodFile } from './period-fields.tsx';

/** 'Exportar': the balances as filtered, and the movements of a period, as XLSX downloads. */
export function ExportLinks({ filters }: { filters: BalanceFilters }) {
  const balances = balanceSearch(filters).toString();
  return (
    <CardSection title="Exportar (XLSX)" className="mt-8">
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
    </CardSection>
  );
}
