import { registerSW } from 'virtual:pwa-register';
import { notify } from './notify.ts';

/** How long 'Atualização Disponível' shows before the new version takes the page (spec part 1 §4). */
export const UPDATE_RELOAD_MS = 300;

/**
 * Registers /sw.js, which keeps the app's shell and code for offline use. When a new version
 * has been installed it takes over and the page reloads after 300 ms, saying so.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh() {
      notify('Atualização Disponível', 'Uma nova versão do AgroVoo foi instalada. Recarregando...');
      setTimeout(() => void update(true), UPDATE_RELOAD_MS);
    },
  });
}
