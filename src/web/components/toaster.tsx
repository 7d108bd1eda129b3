import { Toaster as Sonner } from 'sonner';

/** Where notifications appear: bottom right, in Portuguese, each with a close button. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar', duration: 5_000 }}
    />
  );
}
