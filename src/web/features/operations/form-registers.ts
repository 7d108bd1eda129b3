import type { QueryClient } from '@tanstack/react-query';
import type { RegisterKind } from '../../../domain/registers/values.ts';
import { registerOptionsQuery } from '../../lib/register-options.ts';

/** The registers the operation form picks from, those of its first screen first. */
export const FORM_REGISTERS: readonly RegisterKind[] = [
  'clients',
  'properties',
  'services',
  'crops',
  'aircraft',
  'pilots',
  'technicians',
  'products',
];

/**
 * Asks for the form's registers as its page is opened, while its code loads, each in a task of
 * its own: asked for by the form's selects as it is drawn, the eight requests were made in the
 * task that puts the form in the document (/operacao's longest; docs/benchmarks.md,
 * "/operacao's first render"), and the selects drew 'Carregando...' first.
 */
export function prefetchFormRegisters(queryClient: QueryClient) {
  for (const kind of FORM_REGISTERS)
    setTimeout(() => void queryClient.prefetchQuery(registerOptionsQuery(kind)), 0);
}
