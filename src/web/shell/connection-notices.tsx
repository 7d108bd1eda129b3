import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useOnline } from '../lib/connection.ts';
import { clearOfflineNotice, notify, notifyOffline } from '../lib/notify.ts';

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
    if (!online) return notifyOffline();
    clearOfflineNotice();
    notify('Conexão restabelecida', 'Atualizando os dados da tela.');
    void queryClient.refetchQueries({ type: 'active' });
  }, [online, queryClient]);
  return null;
}
