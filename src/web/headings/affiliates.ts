import type { PageHeading } from './heading.ts';

export const affiliatesHeading = {
  title: 'Afiliados',
  intro: 'Seu código de indicação, comissões e dados de pagamento.',
} as const satisfies PageHeading;
