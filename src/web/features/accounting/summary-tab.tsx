import { useQuery } from '@tanstack/react-query';
import { Loaded } from '../../components/loaded.tsx';
import { summaryQuery } from './report-api.ts';
import { SummaryCards } from './summary-cards.tsx';
import { CashFlowSection } from './summary-cash-flow.tsx';
import { ResultSection } from './summary-result.tsx';

/** Contabilidade, Resumo tab: the figures first, then the cash flow and the month's result. */
export function SummaryTab() {
  const summary = useQuery(summaryQuery);
  return (
    <div className="space-y-8">
      <Loaded
        query={summary}
        error="Não foi possível carregar o resumo financeiro."
        placeholder={<SummaryCards />}
      >
        {(data) => <SummaryCards summary={data} />}
      </Loaded>
      <CashFlowSection />
      <ResultSection />
    </div>
  );
}
