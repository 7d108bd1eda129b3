import { Wifi, WifiOff } from 'lucide-react';
import { useOnline } from '../lib/connection.ts';

/** The header's Online/Offline badge (spec part 1 §2). */
export function OnlineBadge() {
  const online = useOnline();
  return (
    <span
      role="status"
      // On a phone the header has no room: the badge shows there only when the connection is
      // gone, as an icon (the offline warning says the rest).
      className={`items-center gap-1 rounded-full px-2 py-1 text-xs font-semibold sm:px-2.5 ${online ? 'hidden bg-crop-50 text-crop-700 sm:inline-flex' : 'inline-flex bg-red-50 text-red-800'}`}
    >
      {online ? (
        <Wifi className="h-3.5 w-3.5" aria-hidden="true" />
      ) : (
        <WifiOff className="h-3.5 w-3.5" aria-hidden="true" />
      )}
      <span className={online ? 'sr-only sm:not-sr-only' : ''}>
        {online ? 'Online' : 'Offline'}
      </span>
    </span>
  );
}
