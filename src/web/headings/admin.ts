import type { PageHeading } from './heading.ts';

export const adminHeading = {
  title: 'Administração',
  intro: 'Empresas, assinaturas, usuários, afiliados, monitoramento e segurança da plataforma.',
} as const satisfies PageHeading;
