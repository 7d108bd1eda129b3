import type { PageHeading } from './heading.ts';

export const operationsHeading = {
  title: 'Operações',
  intro:
    'Cada aplicação do planejamento à conclusão, com o relatório operacional e as evidências do voo.',
} as const satisfies PageHeading;
