import { queryOptions } from '@tanstack/react-query';
import type { MissingItem } from '../../../domain/operations/completeness.ts';
import type { OperationReportData } from '../../../domain/operations/report-data.ts';
import type { OperationPage } from '../../../domain/operations/contracts.ts';
import type { OperationStatus } from '../../../domain/operations/values.ts';
import type { ProductUnit } from '../../../domain/registers/values.ts';
import { api } from '../../lib/api.ts';

export type OperationDetail = {
  operation: Record<string, unknown> & {
    id: string;
    numero: string;
    status: OperationStatus;
    valor_cents: number | null;
    concluded_at: string | null;
  };
  products: {
    product_id: string;
    dose_por_ha: number;
    receituario_numero: string | null;
    receituario_data: string | null;
  }[];
  faltando: MissingItem[];
  alertas_clima: string[];
  /** What a concluded operation took from stock (empty before concluding). */
  baixa_estoque: {
    product_id: string;
    produto: string;
    quantidade: number;
    unidade: ProductUnit;
  }[];
  report: OperationReportData;
};

export const operationQuery = (id: string) =>
  queryOptions({
    queryKey: ['operations', 'detail', id],
    queryFn: () => api<OperationDetail>(`/api/operations/${id}`),
  });

export type OperationFilters = {
  de: string;
  ate: string;
  client_id: string;
  aircraft_id: string;
  pilot_id: string;
  status: string;
  pagina: number;
};

export const operationsQuery = (filters: OperationFilters) =>
  queryOptions({
    queryKey: ['operations', 'list', filters],
    queryFn: () => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) search.set(key, String(value));
      return api<OperationPage>(`/api/operations?${search}`);
    },
    placeholderData: (previous) => previous,
  });
