import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useOnline } from '../lib/connection.ts';
import { notify } from '../lib/notify.ts';

const OFFLINE_TOAST = 'offline';

/**
 * Says when the connection drops (the warning stays until it is back) and when it returns,
 * then refetches what is on screen (spec part 1 §4 'App and connectivity').
 */
export function ConnectionNotices() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online === wasOnline.current) return;
    wasOnline.current = online;
    if (!online) {
      toast.warning('Você está offline', {
        id: OFFLINE_TOAST,
        description: 'O que já foi carregado continua visível; para salvar, é preciso conexão.',
        duration: Infinity,
      });
      return;
    }
    toast.dismiss(OFFLINE_TOAST);
    notify('Conexão restabelecida', 'Atualizando os dados da tela.');
    void queryClient.refetchQueries({ type: 'active' });
  }, [online, queryClient]);
  return null;
}
