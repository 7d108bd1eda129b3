import type { PageHeading } from './heading.ts';

export const stockHeading = {
  title: 'Estoque',
  intro:
    'Produtos e combustível por lote, entradas por nota fiscal, saídas e devolução de embalagens vazias.',
} as const satisfies PageHeading;
