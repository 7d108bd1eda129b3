import type { PageHeading } from './heading.ts';

export const profileHeading = {
  title: 'Perfil',
  intro: 'Sua conta, os dados e as configurações da empresa, a assinatura e a equipe.',
} as const satisfies PageHeading;
