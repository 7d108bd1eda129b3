import type { PageHeading } from './heading.ts';

export const proposalsHeading = {
  title: 'Propostas',
  intro: 'Orçamentos de aplicação para os clientes; a proposta aprovada vira operação.',
} as const satisfies PageHeading;
