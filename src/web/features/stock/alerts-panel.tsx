import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CalendarX, PackageOpen, TrendingDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { alertsQuery, type StockAlert } from './api.ts';
import { NoticePanel } from './notice-panel.tsx';
import type { OpenTab, StockTab } from './stock-page.tsx';

const KINDS: Record<string, { icon: ReactNode; tone: string; action: string }> = {
  estoque_baixo: { icon: <TrendingDown />, tone: 'text-accent-500', action: 'Ver saldo' },
  lote_vencido: { icon: <CalendarX />, tone: 'text-red-700', action: 'Ver lote' },
  lote_vencendo: { icon: <CalendarX />, tone: 'text-accent-500', action: 'Ver lote' },
  embalagens_vencidas: { icon: <PackageOpen />, tone: 'text-red-700', action: 'Ver embalagens' },
  embalagens_vencendo: {
    icon: <PackageOpen />,
    tone: 'text-accent-500',
    action: 'Ver embalagens',
  },
  consumo_sem_saldo: { icon: <AlertTriangle />, tone: 'text-red-700', action: 'Ver saldo' },
};

/** Where an alert's button leads: the lot's history, the low balances, the containers. */
function target(alert: StockAlert): [StockTab, Record<string, string>?] {
  if (alert.tipo === 'lote_vencido' || alert.tipo === 'lote_vencendo')
    return ['movimentos', { lot_id: alert.referencia }];
  if (alert.tipo.startsWith('embalagens')) return ['embalagens'];
  if (alert.tipo === 'estoque_baixo') return ['saldo', { filtro: 'baixo' }];
  return ['saldo'];
}

/** 'Alertas': low stock, lots expired or expiring, containers due, consumption without stock. */
export function AlertsPanel({ onOpen }: { onOpen: OpenTab }) {
  const alerts = useQuery(alertsQuery);
  const list = alerts.data ?? [];
  if (list.length === 0) return null;
  return (
    <NoticePanel
      id="alertas-estoque"
      title={`Alertas (${list.length})`}
      tone="warn"
      className="mt-4"
    >
      <ul className="mt-2 max-h-60 divide-y divide-accent-300/40 overflow-y-auto">
        {list.map((alert) => {
          const kind = KINDS[alert.tipo] ?? KINDS.consumo_sem_saldo!;
          return (
            <li
              key={`${alert.tipo}-${alert.referencia}`}
              className="flex items-center justify-between gap-3 py-2 text-sm"
            >
              <span className="flex min-w-0 items-start gap-2">
                <span className={`mt-0.5 shrink-0 [&>svg]:h-4 [&>svg]:w-4 ${kind.tone}`}>
                  {kind.icon}
                </span>
                <span className="text-ink-900">{alert.mensagem}</span>
              </span>
              <button
                type="button"
                onClick={() => onOpen(...target(alert))}
                className="shrink-0 font-semibold text-brand-700 hover:underline"
              >
                {kind.action}
              </button>
            </li>
          );
        })}
      </ul>
    </NoticePanel>
  );
}
