import type { PageHeading } from './heading.ts';

export const fleetHeading = {
  title: 'Frota',
  intro:
    'Diário de bordo por aeronave e dia (Resolução ANAC nº 773/2025) e as manutenções por horas e por calendário.',
} as const satisfies PageHeading;
