import type { PageHeading } from './heading.ts';

export const operationHeading = {
  title: 'Nova Operação',
  intro: 'Planeje a aplicação e registre o voo: concluída, ela gera o relatório operacional.',
} as const satisfies PageHeading;
