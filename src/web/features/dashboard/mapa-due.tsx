import { useQuery } from '@tanstack/react-query';
import { FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { api } from '../../lib/api.ts';

type Due = { year: number; month: number; message: string; ufs: string[] } | null;

/** 'Relatório MAPA de {mês} pendente' from the 1st to the 15th until each UF is marked sent. */
export function MapaDue() {
  const due = useQuery({
    queryKey: ['mapa', 'pendente'],
    queryFn: async () => (await api<{ due: Due }>('/api/mapa/pendente')).due,
  });
  if (!due.data) return null;
  return (
    <Link
      to="/relatorios"
      className="mt-6 flex items-start gap-3 rounded-2xl border border-accent-400 bg-accent-300/20 p-4 hover:bg-accent-300/30"
    >
      <FileWarning className="mt-0.5 h-5 w-5 shrink-0 text-accent-500" aria-hidden="true" />
      <span>
        <strong className="block text-ink-900">{due.data.message}</strong>
        <span className="text-sm text-ink-700">
          Envie à SFA até o dia 15: {due.data.ufs.join(', ')}. Abrir o relatório →
        </span>
      </span>
    </Link>
  );
}
