import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useOnline } from '../lib/connection.ts';
import { notify } from '../lib/notify.ts';

/**
 * Says when the connection drops and when it returns, then refetches what is on screen (spec
 * part 1 §4 'App and connectivity'). The offline warning is drawn here, with the page's own
 * code, and stays until the connection is back: it must show even when nothing more can be
 * downloaded (the notifications' code may not have loaded yet).
 */
export function ConnectionNotices() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online === wasOnline.current) return;
    wasOnline.current = online;
    if (!online) return;
    notify('Conexão restabelecida', 'Atualizando os dados da tela.');
    void queryClient.refetchQueries({ type: 'active' });
  }, [online, queryClient]);
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 shadow-lg sm:right-4 sm:left-auto sm:w-96"
    >
      <WifiOff className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Você está offline</p>
        <p className="mt-0.5">
          O que já foi carregado continua visível; para salvar, é preciso conexão.
        </p>
      </div>
    </div>
  );
}
