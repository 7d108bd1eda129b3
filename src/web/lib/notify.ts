// Notifications (spec part 2 §9) through sonner, whose code loads with the first notification
// rather than with the page. A confirmation closes by itself after 5 s. Errors are not toasts
// here: they stay next to what failed (a form's alert, a dialog's message) until the person
// acts, which is what 'errors stay' asks — but for the lost connection, which stays until it
// is back.

const sonner = () => import('sonner');
const OFFLINE = 'offline';

export const notify = (title: string, description?: string) =>
  void sonner().then(({ toast }) => toast.success(title, { description, duration: 5_000 }));

export const notifyOffline = () =>
  void sonner().then(({ toast }) =>
    toast.warning('Você está offline', {
      id: OFFLINE,
      description: 'O que já foi carregado continua visível; para salvar, é preciso conexão.',
      duration: Infinity,
    }),
  );

export const clearOfflineNotice = () => void sonner().then(({ toast }) => toast.dismiss(OFFLINE));
