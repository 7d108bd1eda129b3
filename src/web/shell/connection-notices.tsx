import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CloseButton } from '../components/close-button.tsx';
import { useOnline } from '../lib/connection.ts';
import { fieldSession } from '../lib/field-session.ts';
import { notify } from '../lib/notify.ts';

/**
 * Says when the connection drops and when it returns, then refetches what is on screen (spec
 * part 1 §4 'App and connectivity'). The offline warning is drawn here, with the page's own
 * code, and stays until the connection is back: it must show even when nothing more can be
 * downloaded (the notifications' code may not have loaded yet). For a user with operations taken
 * to the field it says that his work there goes on, and closes: it must not cover the buttons of
 * the operation he records offline (issue 41).
 */
export function ConnectionNotices() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const wasOnline = useRef(online);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (online === wasOnline.current) return;
    wasOnline.current = online;
    setClosed(false);
    if (!online) return;
    notify('Conexão restabelecida', 'Atualizando os dados da tela.');
    void queryClient.refetchQueries({ type: 'active' });
  }, [online, queryClient]);
  if (online || closed) return null;
  const field = fieldSession() !== null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 shadow-lg sm:right-4 sm:left-auto sm:w-96"
    >
      <WifiOff className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-semibold">Você está offline</p>
        <p className="mt-0.5">
          {field
            ? 'As operações levadas para o campo continuam: o que você registrar nelas fica no aparelho e é enviado quando a conexão voltar.'
            : 'O que já foi carregado continua visível; para salvar, é preciso conexão.'}
        </p>
      </div>
      {field && <CloseButton label="Fechar aviso" onClick={() => setClosed(true)} />}
    </div>
  );
}
