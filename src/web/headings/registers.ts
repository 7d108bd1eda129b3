import type { PageHeading } from './heading.ts';

export const registersHeading = {
  title: 'Cadastros',
  intro:
    'Clientes, propriedades, aeronaves, equipe, produtos, culturas e serviços usados nas operações.',
} as const satisfies PageHeading;
