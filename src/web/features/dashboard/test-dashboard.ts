import type { Dashboard } from '../../../domain/dashboard/contracts.ts';

// A company's dashboard as the server answers it, for the page's tests and the server's render
// of the page with its data (src/web/data-pages.test.tsx).

/** Twelve months with hectares and revenue. */
export const monthly = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  label: `m${i + 1}`,
  hectares: i * 10,
  revenue_cents: i * 100_000,
}));

/** A month of a company with figures, alerts of each kind and one operation ahead. */
export const company: Dashboard = {
  scope: 'company',
  month: 'nov/2026',
  compared: { current: '1 a 10 de novembro', previous: '1 a 10 de outubro' },
  kpis: [
    { key: 'hectares', current: 150.5, previous: 100, change: 50.5 },
    { key: 'operations', current: 2, previous: 4, change: -50 },
    { key: 'revenue', current: 1_505_000, previous: 0, change: null },
    { key: 'hours', current: 0, previous: 0, change: 0 },
  ],
  monthly,
  upcoming: [
    {
      id: 'o1',
      numero: '2026/0042',
      data: '2026-11-10',
      hora_inicio: '06:30',
      status: 'em_andamento',
      client: 'Agropecuária Boa Vista',
      property: 'Fazenda Santa Rita',
      aircraft: 'PR-AGV',
      pilot: 'Carlos Mendes',
    },
  ],
  documents: [
    {
      register: 'aircraft',
      id: 'a1',
      name: 'PR-AGV',
      document: 'CVA',
      expires: '2026-11-05',
      days: -5,
    },
    {
      register: 'pilots',
      id: 'p1',
      name: 'Carlos Mendes',
      document: 'CMA',
      expires: '2026-12-10',
      days: 30,
    },
    {
      register: 'employees',
      id: 'e1',
      name: 'Joana Prado',
      document: 'ASO',
      expires: '2026-11-22',
      days: 12,
    },
    {
      register: 'company',
      id: 'c1',
      name: 'AERO SUL AVIACAO AGRICOLA LTDA:12ABC34501DE35',
      document: 'Certificado digital A1 (NFS-e)',
      expires: '2026-11-30',
      days: 20,
    },
  ],
  stock: [
    {
      tipo: 'estoque_baixo',
      mensagem: 'Priori Xtra: saldo 12,000 L, mínimo 20,000 L.',
      referencia: 'prod-1',
      data: null,
    },
  ],
  mapa: [
    {
      year: 2026,
      month: 10,
      overdue: false,
      message: 'Relatório MAPA de outubro pendente',
      ufs: ['MT', 'GO'],
    },
  ],
  manutencao: [
    {
      aircraft_id: 'a1',
      prefixo: 'PR-AGV',
      situacao: 'alerta',
      texto: 'Inspeção de 100 h: faltam 8,0 h',
    },
  ],
  first_steps: null,
};
