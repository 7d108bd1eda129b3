import { queryOptions } from '@tanstack/react-query';
import { formatDecimal } from '../../domain/format.ts';
import { api } from '../lib/api.ts';

/** What the cache/app status dialog shows (spec part 1 §2 'Other widgets'). */
export type AppStatus = {
  /** The server's version, or null when it cannot be reached. */
  version: string | null;
  /** The names of the caches the app keeps (the service worker's and the API's). */
  caches: string[];
  serviceWorker: string;
  /** 'Em uso de total', or null when the browser does not tell. */
  storage: string | null;
};

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${formatDecimal(bytes / MB, 1)} MB`;

/** The service worker of this page, in words: none, installing, waiting or active. */
async function serviceWorkerState(): Promise<string> {
  if (!('serviceWorker' in navigator)) return 'Não suportado neste navegador';
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration?.active) return 'Ativo';
  if (registration?.waiting) return 'Aguardando ativação';
  if (registration?.installing) return 'Instalando';
  return 'Não instalado';
}

async function storageUsed(): Promise<string | null> {
  const estimate = await navigator.storage?.estimate?.();
  if (estimate?.usage === undefined || estimate.quota === undefined) return null;
  return `${megabytes(estimate.usage)} de ${megabytes(estimate.quota)}`;
}

/** The app's state as the browser holds it, read again each time the dialog opens. */
export const appStatusQuery = queryOptions({
  queryKey: ['app-status'],
  queryFn: async (): Promise<AppStatus> => {
    const [health, caches, serviceWorker, storage] = await Promise.all([
      api<{ version: string }>('/api/health').catch(() => null),
      'caches' in window ? window.caches.keys() : Promise.resolve([]),
      serviceWorkerState(),
      storageUsed(),
    ]);
    return { version: health?.version ?? null, caches, serviceWorker, storage };
  },
  staleTime: 0,
  gcTime: 0,
  retry: false,
});
