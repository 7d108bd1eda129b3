import type { PageHeading } from './heading.ts';

export const agendaHeading = {
  title: 'Agenda',
  intro: 'Operações, manutenções e vencimentos de documentos por dia, semana ou mês.',
} as const satisfies PageHeading;
