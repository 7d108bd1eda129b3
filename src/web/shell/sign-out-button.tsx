import { LogOut } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../lib/lazy-component.ts';
import { useLogout } from '../lib/session.ts';

// Asked only when changes wait: not first-paint code.
const SignOutConfirm = lazyComponent(() =>
  import('./sign-out-confirm.tsx').then((m) => m.SignOutConfirm),
);

/** How many of `userId`'s field changes still wait in this browser (none when it cannot tell). */
async function waitingChanges(userId: string) {
  try {
    const { readQueue } = await import('../lib/field/use-field-queue.ts');
    return (await readQueue(userId)).waiting;
  } catch {
    return 0;
  }
}

/**
 * 'Sair'. A sign-out deletes what the user took to the field, his waiting changes with it
 * (decision 039): for a user whose changes recorded offline still wait, it asks first, saying
 * how many would be lost, so that nothing is lost without his word (issue 41).
 */
export function SignOutButton({ fieldUser }: { fieldUser?: string }) {
  const logout = useLogout();
  const [waiting, setWaiting] = useState(0);
  const signOut = async () => {
    const count = fieldUser ? await waitingChanges(fieldUser) : 0;
    if (count > 0) setWaiting(count);
    else logout.mutate();
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={logout.isPending}
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:px-3"
      >
        <LogOut className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Sair</span>
      </button>
      {waiting > 0 && (
        <Suspense fallback={null}>
          <SignOutConfirm
            waiting={waiting}
            onConfirm={() => {
              setWaiting(0);
              logout.mutate();
            }}
            onCancel={() => setWaiting(0)}
          />
        </Suspense>
      )}
    </>
  );
}
