import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '../components/button-link.tsx';
import { Dialog } from '../components/dialog.tsx';
import { Fact } from '../components/fact.tsx';
import { useOnline } from '../lib/connection.ts';
import { appStatusQuery } from './app-status.ts';
import { clearCacheAndReload } from './route-error.tsx';
import { counted } from '../../domain/plural.ts';

const cachesText = (names: string[]) =>
  names.length === 0
    ? 'Nenhum cache guardado'
    : counted(names.length, 'cache guardado', 'caches guardados');

/**
 * The cache/app status dialog (spec part 1 §2): the connection, the session, the version, the
 * caches, the service worker and the storage used, with the error screen's
 * 'Corrigir atualização (limpar cache)'.
 */
export default function AppStatusDialog({ onClose }: { onClose: () => void }) {
  const online = useOnline();
  const status = useQuery(appStatusQuery);
  const [clearing, setClearing] = useState(false);
  const reading = status.isPending ? 'Verificando...' : '—';
  return (
    <Dialog title="Status do aplicativo" onClose={onClose}>
      <dl className="grid grid-cols-2 gap-4">
        <Fact label="Conexão" value={online ? 'Online' : 'Offline'} />
        <Fact label="Sessão" value="Sessão ativa" />
        <Fact label="Versão" value={status.data?.version ?? reading} />
        <Fact label="Cache" value={status.data ? cachesText(status.data.caches) : reading} />
        <Fact label="Service worker" value={status.data?.serviceWorker ?? reading} />
        <Fact label="Armazenamento" value={status.data?.storage ?? reading} />
      </dl>
      <p className="mt-5 text-sm text-ink-600">
        Se o aplicativo parece desatualizado ou com defeito, limpe o cache: a página é carregada de
        novo a partir do servidor.
      </p>
      <button
        type="button"
        disabled={clearing}
        onClick={() => {
          setClearing(true);
          void clearCacheAndReload();
        }}
        className={`mt-3 ${buttonClasses('outline')}`}
      >
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        Corrigir atualização (limpar cache)
      </button>
    </Dialog>
  );
}
