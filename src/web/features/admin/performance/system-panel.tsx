import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { formatDecimal } from '../../../../domain/format.ts';
import type { SystemReport } from '../../../../domain/admin/performance.ts';
import { buttonClasses } from '../../../components/button-link.tsx';
import { Fact } from '../../../components/fact.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { systemQuery } from './api.ts';

/** 24576 → '24 kB'; 157286400 → '150,0 MB'. */
const bytesText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${formatDecimal(bytes / 1024, 0)} kB`
    : `${formatDecimal(bytes / 1024 / 1024, 1)} MB`;
const ms = (value: number) => `${formatDecimal(value, 2)} ms`;

/** 93784 s → '1 d 2 h 3 min'. */
function uptimeText(seconds: number) {
  const parts = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor((seconds % 86_400) / 3_600), 'h'],
    [Math.floor((seconds % 3_600) / 60), 'min'],
  ] as const;
  const shown = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}`);
  return shown.length ? shown.join(' ') : `${seconds} s`;
}

function Sections({ report: { process: proc, database } }: { report: SystemReport }) {
  const loop = proc.eventLoopDelay;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className="rounded-2xl border border-brand-100 bg-white p-4" aria-label="Servidor">
        <h3 className="font-semibold text-ink-900">Servidor</h3>
        <dl className="mt-3 grid grid-cols-2 gap-4">
          <Fact label="Tempo ativo" value={uptimeText(proc.uptimeSeconds)} />
          <Fact label="Memória (RSS)" value={bytesText(proc.rssBytes)} />
          <Fact
            label="Heap usado / total"
            value={`${bytesText(proc.heapUsedBytes)} / ${bytesText(proc.heapTotalBytes)}`}
          />
          <Fact
            label="Atraso do event loop"
            value={
              loop
                ? `média ${ms(loop.meanMs)}\np99 ${ms(loop.p99Ms)} · máx. ${ms(loop.maxMs)}`
                : '—'
            }
          />
          <Fact label="Node.js" value={proc.nodeVersion} />
          <Fact label="Versão do app" value={proc.appVersion} />
        </dl>
      </section>
      <section
        className="rounded-2xl border border-brand-100 bg-white p-4"
        aria-label="Banco de dados"
      >
        <h3 className="font-semibold text-ink-900">Banco de dados</h3>
        <dl className="mt-3 grid grid-cols-2 gap-4">
          <Fact
            label="Driver"
            value={`${database.driver} (PostgreSQL ${database.serverVersion})`}
          />
          <Fact label="Tamanho" value={bytesText(database.sizeBytes)} />
          <Fact label="Conexões" value={database.connections.toLocaleString('pt-BR')} />
          <Fact label="select 1" value={ms(database.pingMs)} />
        </dl>
        <h4 className="mt-5 text-sm font-semibold text-ink-900">Maiores tabelas</h4>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-brand-100 text-xs text-ink-600 uppercase">
              <th className="py-1.5 pr-2 font-medium">Tabela</th>
              <th className="py-1.5 pr-2 text-right font-medium">Tamanho</th>
              <th className="py-1.5 text-right font-medium">Linhas (estim.)</th>
            </tr>
          </thead>
          <tbody>
            {database.tables.map((table) => (
              <tr key={table.name} className="border-b border-brand-50">
                <td className="py-1.5 pr-2 break-all text-ink-900">{table.name}</td>
                <td className="py-1.5 pr-2 text-right whitespace-nowrap">
                  {bytesText(table.sizeBytes)}
                </td>
                <td className="py-1.5 text-right">{formatDecimal(table.rowEstimate, 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** Sistema: the server process and its database, as measured when asked. */
export function SystemPanel() {
  const query = useQuery(systemQuery);
  return (
    <div>
      <button
        type="button"
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
        className={`${buttonClasses('outline')} mb-4 disabled:opacity-50`}
      >
        <RefreshCw className="h-4 w-4" aria-hidden="true" /> Atualizar
      </button>
      <Loaded query={query} error="Não foi possível carregar as métricas do sistema.">
        {(report) => <Sections report={report} />}
      </Loaded>
    </div>
  );
}
