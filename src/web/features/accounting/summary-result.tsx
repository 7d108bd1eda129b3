import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { DRE_PERIODS, drePeriodHeadings } from '../../../domain/accounting/dre.ts';
import type { MonthlyResult } from '../../../domain/accounting/report-contracts.ts';
import { regimeName } from '../../../domain/accounting/tax-regime.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { resultPdfHref, resultQuery } from './report-api.ts';
import { ExportLinks } from './report-export-links.tsx';
import { currentMonth, longMonth } from './report-months.ts';
import { ReportSection } from './report-section.tsx';
import { Money, ReportHead, ReportTable, RowHead } from './report-table.tsx';

/**
 * 'Demonstração do resultado (DRE)' by competência of the month chosen (this one unless changed):
 * the month, the year to date and both a year before.
 */
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
    <ReportSection id="resultado-mes" title="Demonstração do resultado (DRE)" actions={links}>
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
  const headings = drePeriodHeadings(result.mes);
  return (
    <>
      <ReportTable caption={`Resultado de ${longMonth(result.mes)} (DRE por competência)`}>
        <ReportHead columns={['Linha', ...DRE_PERIODS.map((period) => headings[period])]} />
        <tbody>
          {result.linhas.map((line) => (
            <tr
              key={line.chave}
              className={`border-t border-brand-100 ${line.nivel === 'resultado' ? 'bg-brand-50' : ''}`}
            >
              <RowHead>
                {line.nivel === 'item' ? (
                  <span className="pl-4 font-normal">{line.nome}</span>
                ) : (
                  <strong>{line.nome}</strong>
                )}
              </RowHead>
              {DRE_PERIODS.map((period) => (
                <Money
                  key={period}
                  cents={line.valores[period]}
                  strong={line.nivel !== 'item'}
                  signed
                />
              ))}
            </tr>
          ))}
        </tbody>
      </ReportTable>
      <p className="text-sm text-ink-700">
        Por competência: insumos e combustível pelo consumo nas operações, a custo do lote;
        depreciação das aeronaves mês a mês; tributos pelo regime {regimeName(result)} (altere em
        Configurações).
      </p>
    </>
  );
}
