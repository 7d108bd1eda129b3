import { Wifi, WifiOff } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useOnline } from '../lib/connection.ts';
import { lazyComponent } from '../lib/lazy-component.ts';

const LazyAppStatusDialog = lazyComponent(() =>
  import('./app-status-dialog.tsx').then((m) => m.default),
);

/**
 * The cache/app status dialog (the badge, the phone's menu): its code loads when it is opened,
 * nothing showing until it has.
 */
export function AppStatusDialog(props: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyAppStatusDialog onClose={props.onClose} />
    </Suspense>
  );
}

/**
 * The header's Online/Offline badge (spec part 1 §2), which opens the cache/app status dialog.
 */
export function OnlineBadge() {
  const online = useOnline();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* The region announces a change of connection; the button inside opens the dialog. */}
      {/* A phone's header has no room for it while all is well: it shows there when offline. */}
      <span role="status" className={online ? 'hidden sm:inline-flex' : 'inline-flex'}>
        <button
          type="button"
          aria-haspopup="dialog"
          title="Status do aplicativo"
          onClick={() => setOpen(true)}
          // On a phone the header has little room: an icon, its word for screen readers only.
          className={`inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs font-semibold sm:px-2.5 ${online ? 'bg-crop-50 text-crop-700 hover:bg-crop-100' : 'bg-red-50 text-red-800 hover:bg-red-100'}`}
        >
          {online ? (
            <Wifi className="h-3.5 w-3.5" aria-hidden="true" />
          ) : (
            <WifiOff className="h-3.5 w-3.5" aria-hidden="true" />
          )}
          <span className="sr-only sm:not-sr-only">{online ? 'Online' : 'Offline'}</span>
        </button>
      </span>
      {open && <AppStatusDialog onClose={() => setOpen(false)} />}
    </>
  );
}
