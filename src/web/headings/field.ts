import type { PageHeading } from './heading.ts';

export const fieldHeading = {
  title: 'Trabalho no campo',
  intro:
    'Leve as operações para este aparelho e registre-as mesmo sem sinal: as alterações são enviadas, na ordem, quando a conexão voltar.',
} as const satisfies PageHeading;
