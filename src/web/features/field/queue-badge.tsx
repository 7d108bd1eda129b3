import { useQueryClient } from '@tanstack/react-query';
import { CloudUpload } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { startSender } from '../../lib/field/sender.ts';
import { useFieldQueue } from '../../lib/field/use-field-queue.ts';
import { paths } from '../../paths.ts';
import { changesText } from './queue-texts.ts';

/**
 * Beside the header's Online/Offline badge, for a user with operations taken to the field: how
 * many of his changes wait in the phone (or were refused), a link to the field page. It also
 * sends them, now, when the connection returns and when the service worker's sync says so.
 */
export function FieldQueueBadge({ userId }: { userId: string }) {
  const queue = useFieldQueue(userId);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      startSender(userId, (sent) => {
        notify(`${changesText(sent)} do campo ${sent === 1 ? 'enviada' : 'enviadas'}.`);
        // What the pages show is read again, as the server now has it.
        void queryClient.invalidateQueries();
      }),
    [userId, queryClient],
  );
  const problems = queue.refused + queue.conflicts;
  if (queue.waiting === 0 && problems === 0) return null;
  return (
    <Link
      to={paths.field}
      title="Alterações do campo"
      className={`inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs font-semibold sm:px-2.5 ${problems ? 'bg-red-50 text-red-800 hover:bg-red-100' : 'bg-brand-50 text-brand-700 hover:bg-brand-100'}`}
    >
      <CloudUpload className="h-3.5 w-3.5" aria-hidden="true" />
      <span>{queue.waiting}</span>
      <span className="sr-only sm:not-sr-only">
        {problems ? `na fila · ${problems} com problema` : 'na fila'}
      </span>
    </Link>
  );
}
