import { queryOptions, useMutation } from '@tanstack/react-query';
import type { BillingStatus, InvoiceList, Redirect } from '../../domain/subscription/contracts.ts';
import { api, errorMessage } from './api.ts';

export const billingKeys = {
  all: ['billing'],
  status: ['billing', 'status'],
  invoices: ['billing', 'invoices'],
} as const;

export const billingStatusQuery = queryOptions({
  queryKey: billingKeys.status,
  queryFn: () => api<BillingStatus>('/api/billing/status'),
});

export const invoicesQuery = queryOptions({
  queryKey: billingKeys.invoices,
  queryFn: () => api<InvoiceList>('/api/billing/invoices').then((r) => r.invoices),
});

/**
 * 'Assinar Agora' and 'Gerenciar assinatura': the server answers where to go — Stripe's
 * checkout or portal, or the test checkout without keys — and the browser goes there.
 */
export function useBillingRedirect(kind: 'checkout' | 'portal') {
  return useMutation({
    mutationFn: () => api<Redirect>(`/api/billing/${kind}`, { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export const errorText = (error: unknown) =>
  errorMessage(error, 'Não foi possível continuar. Tente novamente.');
