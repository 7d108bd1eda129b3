import type { PageHeading } from './heading.ts';

export const reportsHeading = {
  title: 'Relatório MAPA',
  intro:
    'Relatório mensal de atividades (IN MAPA nº 2/2008, Art. 14): um por estado onde a empresa operou, a enviar à SFA até o dia 15 do mês seguinte.',
} as const satisfies PageHeading;
