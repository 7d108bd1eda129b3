import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import type { MonthlyResult, ResultLine } from '../../../domain/accounting/report-contracts.ts';
import { formatMonth } from '../../../domain/format.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { resultPdfHref, resultQuery } from './report-api.ts';
import { ExportLinks } from './report-export-links.tsx';
import { currentMonth, longMonth } from './report-months.ts';
import { ReportSection } from './report-section.tsx';
import { Money, ReportHead, ReportTable, RowHead } from './report-table.tsx';

/** 'Resultado do mês': a simple DRE of the month chosen (this one unless changed). */
export function ResultSection() {
  const [mes, setMes] = useState(currentMonth);
  const result = useQuery({ ...resultQuery(mes), enabled: mes !== '' });
  const links = mes && (
    <ExportLinks relatorio="resultado" name="Resultado do mês" filters={{ mes }}>
      <a
        href={resultPdfHref(mes)}
        target="_blank"
        rel="noopener"
        className={buttonClasses('outline')}
      >
        <Printer className="h-4 w-4" aria-hidden="true" /> Imprimir / PDF
      </a>
    </ExportLinks>
  );
  return (
    <ReportSection id="resultado-mes" title="Resultado do mês" actions={links}>
      <label className="block text-sm font-medium text-ink-900">
        Mês
        <input
          type="month"
          value={mes}
          onChange={(e) => setMes(e.target.value)}
          className="mt-1 block rounded-lg border border-brand-200 bg-white px-3 py-2"
        />
      </label>
      {mes === '' ? (
        <p className="text-sm text-red-700">Escolha o mês.</p>
      ) : (
        <Loaded query={result} error="Não foi possível carregar o resultado do mês.">
          {(data) => <ResultTable result={data} />}
        </Loaded>
      )}
    </ReportSection>
  );
}

function ResultTable({ result }: { result: MonthlyResult }) {
  const { totais, comparacao } = result;
  return (
    <ReportTable caption={`Resultado de ${longMonth(result.mes)}`}>
      <ReportHead
        columns={['Categoria', formatMonth(result.mes), formatMonth(result.comparacao_mes)]}
      />
      <Side
        title="Receitas"
        lines={result.receitas}
        totals={[totais.receitas_cents, comparacao.receitas_cents]}
      />
      <Side
        title="Despesas"
        lines={result.despesas}
        totals={[totais.despesas_cents, comparacao.despesas_cents]}
      />
      <tfoot className="border-t-2 border-brand-200 bg-brand-50">
        <Total label="Resultado" cents={[totais.resultado_cents, comparacao.resultado_cents]} />
      </tfoot>
    </ReportTable>
  );
}

/** A side of the DRE: its categories with the month's amount and the comparison month's. */
function Side(props: { title: string; lines: ResultLine[]; totals: [number, number] }) {
  return (
    <tbody>
      <tr className="border-t border-brand-100">
        <th
          colSpan={3}
          scope="rowgroup"
          className="px-3 pt-3 pb-1 text-left font-bold text-ink-900"
        >
          {props.title}
        </th>
      </tr>
      {props.lines.map((line) => (
        <tr key={line.category_id ?? line.categoria} className="border-t border-brand-100">
          <RowHead>{line.categoria}</RowHead>
          <Money cents={line.valor_cents} />
          <Money cents={line.comparacao_cents} />
        </tr>
      ))}
      <Total label={`Total de ${props.title.toLowerCase()}`} cents={props.totals} />
    </tbody>
  );
}

function Total({ label, cents }: { label: string; cents: [number, number] }) {
  return (
    <tr className="border-t border-brand-100">
      <RowHead>
        <strong>{label}</strong>
      </RowHead>
      <Money cents={cents[0]} strong signed />
      <Money cents={cents[1]} strong signed />
    </tr>
  );
}
