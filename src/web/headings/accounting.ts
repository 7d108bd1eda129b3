import type { PageHeading } from './heading.ts';

export const accountingHeading = {
  title: 'Contabilidade',
  intro:
    'Contas a receber e a pagar, pagamentos, conciliação bancária, fluxo de caixa e resultado.',
} as const satisfies PageHeading;
