import { queryOptions, useMutation } from '@tanstack/react-query';
import type { OperationPage } from '../../../domain/operations/contracts.ts';
import type { z } from 'zod';
import type {
  ContainerObligation,
  ContainerReturn,
  containerObligationList,
} from '../../../domain/stock/container-contracts.ts';
import type {
  AircraftFuelList,
  fuelExit,
  FuelCostPerHour,
  NfePreview,
  stockAlertList,
  StockBalances,
  StockEntry,
  StockEntryPage,
  StockLotDetail,
  StockLotPage,
  StockMovement,
  StockMovementPage,
  StockShortfall,
} from '../../../domain/stock/response-contracts.ts';
import type { ContainerStatus, StockItemKind } from '../../../domain/stock/values.ts';
import { api, withFilters } from '../../lib/api.ts';
import { freshQuery, keptQuery } from '../../lib/fresh-query.ts';
import { useChange } from '../../lib/change.ts';
import { registerOptionsQuery } from '../../lib/register-options.ts';

// Estoque: balances, history, alerts, containers, and what changes them. Stock also moves when
// an operation is concluded or reopened on another screen, so its answers are read again on
// every visit (staleTime 0); after a change here, everything under ['stock'] is read again.

export const stockKeys = {
  all: ['stock'],
  balances: (filters: BalanceFilters, pagina: number) => ['stock', 'balances', filters, pagina],
  movements: (filters: MovementFilters) => ['stock', 'movements', filters],
  lot: (id: string) => ['stock', 'lot', id],
  itemLots: (item: string, pagina: number) => ['stock', 'item-lots', item, pagina],
  alerts: ['stock', 'alerts'],
  containers: (situacao: ContainerStatus | '') => ['stock', 'containers', situacao],
  returns: ['stock', 'returns'],
  shortfalls: ['stock', 'shortfalls'],
  entries: ['stock', 'entries'],
  fuelCost: (period: string) => ['stock', 'fuel-cost', period],
  aircraftFuel: ['stock', 'aircraft-fuel'],
} as const;

/** The balance filters (the export's too); the list also sends its page. */
export type BalanceFilters = {
  tipo: StockItemKind | '';
  classe: string;
  baixo: boolean;
  vencendo: boolean;
  /** A product's or fuel's name. */
  busca: string;
};

/** The filters as the balance routes read them. */
export function balanceSearch(filters: BalanceFilters, pagina?: number) {
  const search = new URLSearchParams();
  if (filters.tipo) search.set('tipo', filters.tipo);
  if (filters.classe) search.set('classe', filters.classe);
  if (filters.baixo) search.set('baixo', 'true');
  if (filters.vencendo) search.set('vencendo', 'true');
  if (filters.busca.trim()) search.set('busca', filters.busca.trim());
  if (pagina && pagina > 1) search.set('pagina', String(pagina));
  return search;
}

/** A page of balances (20 items), with the count and value of every item the filters match. */
export const balancesQuery = (filters: BalanceFilters, pagina: number) => {
  const search = balanceSearch(filters, pagina).toString();
  return keptQuery<StockBalances>(
    stockKeys.balances(filters, pagina),
    `/api/stock/saldos${search ? `?${search}` : ''}`,
  );
};

/** The history of one product, fuel or lot (or of everything), 50 a page. */
export type MovementFilters = {
  product_id?: string;
  combustivel?: string;
  lot_id?: string;
  de?: string;
  ate?: string;
  pagina: number;
};

export const movementsQuery = (filters: MovementFilters) =>
  keptQuery<StockMovementPage>(
    stockKeys.movements(filters),
    withFilters('/api/stock/movimentos', filters),
  );

/** A page of one product's or fuel's lots in stock (20 a page), read when its row is opened. */
export const itemLotsQuery = (
  item: { product_id: string | null; combustivel: string | null },
  pagina: number,
) => {
  const path = item.product_id
    ? `/api/stock/produtos/${item.product_id}/lotes`
    : `/api/stock/combustiveis/${item.combustivel}/lotes`;
  return keptQuery<StockLotPage>(
    stockKeys.itemLots(item.product_id ?? `${item.combustivel}`, pagina),
    pagina > 1 ? `${path}?pagina=${pagina}` : path,
  );
};

export const lotQuery = (id: string) =>
  freshQuery<StockLotDetail>(stockKeys.lot(id), `/api/stock/lotes/${id}`);

export type StockAlert = z.infer<typeof stockAlertList>['alertas'][number];

export const alertsQuery = queryOptions({
  queryKey: stockKeys.alerts,
  queryFn: async () => (await api<{ alertas: StockAlert[] }>('/api/stock/alertas')).alertas,
  staleTime: 0,
});

export type ContainerList = z.infer<typeof containerObligationList>;
export type { ContainerObligation };

export const containersQuery = (situacao: ContainerStatus | '') =>
  keptQuery<ContainerList>(
    stockKeys.containers(situacao),
    `/api/stock/embalagens${situacao ? `?situacao=${situacao}` : ''}`,
  );

export const returnsQuery = queryOptions({
  queryKey: stockKeys.returns,
  queryFn: async () =>
    (await api<{ devolucoes: ContainerReturn[] }>('/api/stock/devolucoes')).devolucoes,
  staleTime: 0,
});

/** A page of the entries by nota fiscal (20), newest first, with their lots. */
export const entriesQuery = (pagina: number) =>
  keptQuery<StockEntryPage>(
    [...stockKeys.entries, pagina],
    `/api/stock/entradas${pagina > 1 ? `?pagina=${pagina}` : ''}`,
  );

/** Fuel cost per flight hour of each aircraft in a period (`de=…&ate=…`). */
export const fuelCostQuery = (period: string) =>
  keptQuery<FuelCostPerHour>(
    stockKeys.fuelCost(period),
    `/api/stock/combustivel/custo-hora?${period}`,
  );

/** The aircraft in service with their fuel and consumption per flight hour. */
export const aircraftFuelQuery = queryOptions({
  queryKey: stockKeys.aircraftFuel,
  queryFn: () => api<AircraftFuelList>('/api/stock/aeronaves/combustivel'),
});

/** Consumption concluded operations recorded without stock, resolved or not. */
export const shortfallsQuery = queryOptions({
  queryKey: stockKeys.shortfalls,
  queryFn: async () => (await api<{ faltas: StockShortfall[] }>('/api/stock/faltas')).faltas,
  staleTime: 0,
});

/** 'Baixar' (take it from the lots now) or 'dispensar' (close it with a reason). */
export const useResolveShortfall = (id: string) =>
  useStockChange((body: object) =>
    api<StockShortfall>(`/api/stock/faltas/${id}/resolver`, { body }),
  );

/** Recent operations, to name the flight a fuel exit belongs to (a pilot's own, for a pilot). */
export const flightsQuery = queryOptions({
  queryKey: ['operations', 'list', 'stock-fuel'],
  queryFn: async () => (await api<OperationPage>('/api/operations?pagina=1')).items,
});

/** A change to stock: everything under ['stock'] is read again (and `also`, when given). */
const useStockChange = <T, R>(call: (value: T) => Promise<R>, also: string[][] = []) =>
  useChange(call, [stockKeys.all, ...also]);

/** Reads an NF-e's XML; nothing is stored. */
export const useNfePreview = () =>
  useMutation({
    mutationFn: (xml: string) =>
      api<NfePreview>('/api/stock/entradas/nfe', { method: 'POST', body: { xml } }),
  });

/**
 * Registers a product from the NF-e import (an unmatched line): the products' options are read
 * again, so every line's select lists it.
 */
export const useCreateProduct = () =>
  useChange(
    (body: object) => api<{ id: string }>('/api/registers/products', { body }),
    [registerOptionsQuery('products').queryKey, ['registers', 'products']],
  );

export const useCreateEntry = () =>
  useStockChange(
    (body: object) => api<StockEntry>('/api/stock/entradas', { body }),
    [['dashboard']],
  );

export const useAdjustLot = () =>
  useStockChange(
    (body: object) => api<StockMovement>('/api/stock/ajustes', { body }),
    [['dashboard']],
  );

export type FuelExit = z.infer<typeof fuelExit>;

export const useFuelExit = () =>
  useStockChange((body: object) => api<FuelExit>('/api/stock/combustivel/saidas', { body }));

export const useProductSettings = (productId: string) =>
  useStockChange((body: object) =>
    api(`/api/stock/produtos/${productId}/configuracao`, { method: 'PUT', body }),
  );

export const useFuelSettings = () =>
  useStockChange((body: object) =>
    api('/api/stock/combustivel/configuracao', { method: 'PUT', body }),
  );

export const useSaveAircraftFuel = (aircraftId: string) =>
  useStockChange((body: object) =>
    api(`/api/stock/aeronaves/${aircraftId}/combustivel`, { method: 'PUT', body }),
  );

/** A return of empty containers, then its receipt's file (when given) on the return. */
export const useContainerReturn = () =>
  useStockChange(async ({ body, file }: { body: object; file: File | null }) => {
    const saved = await api<ContainerReturn>('/api/stock/devolucoes', { body });
    if (!file) return saved;
    const upload = new FormData();
    upload.set('arquivo', file);
    try {
      return await api<ContainerReturn>(`/api/stock/devolucoes/${saved.id}/comprovante`, {
        body: upload,
      });
    } catch (error) {
      throw new ReceiptFailed(saved, error);
    }
  });

/** The return was recorded, its receipt's file was not (it can be sent again from the list). */
export class ReceiptFailed extends Error {
  constructor(
    readonly saved: ContainerReturn,
    readonly reason: unknown,
  ) {
    super('receipt upload failed');
  }
}

export const useUploadReceipt = (returnId: string) =>
  useStockChange((file: File) => {
    const upload = new FormData();
    upload.set('arquivo', file);
    return api<ContainerReturn>(`/api/stock/devolucoes/${returnId}/comprovante`, {
      body: upload,
    });
  });
