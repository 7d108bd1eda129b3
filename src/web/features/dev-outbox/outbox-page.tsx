import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Fragment } from 'react';
import { formatMinute } from '../../../domain/format.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { outboxQuery } from './api.ts';

/** Text with its links made clickable. */
function Linked({ text }: { text: string }) {
  return text.split(/(https?:\/\/\S+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} className="[overflow-wrap:anywhere] text-brand-700 underline">
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/** /dev/caixa-de-saida: e-mails kept when no SMTP server is configured. */
export function OutboxPage() {
  const outbox = useQuery(outboxQuery);
  return (
    <PageFrame title="Caixa de saída" description="E-mails do ambiente de desenvolvimento.">
      <meta name="robots" content="noindex" />
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold text-ink-900">Caixa de saída</h1>
        <p className="mt-2 text-ink-700">
          Sem servidor SMTP configurado, os e-mails ficam aqui para que os links possam ser
          seguidos.
        </p>
        <Loaded query={outbox} error="Não foi possível carregar os e-mails.">
          {(data) =>
            data.messages.length === 0 ? (
              <EmptyState icon={Mail}>Nenhum e-mail enviado ainda.</EmptyState>
            ) : (
              <ul className="mt-6 space-y-4">
                {data.messages.map((m) => (
                  <li key={m.id} className="rounded-xl border border-brand-100 bg-white p-5">
                    <p className="font-semibold text-ink-900">{m.subject}</p>
                    <p className="text-sm text-ink-600">
                      Para {m.to} · {formatMinute(m.createdAt)}
                    </p>
                    <p className="mt-3 text-sm whitespace-pre-line text-ink-700">
                      <Linked text={m.text} />
                    </p>
                    {m.attachments.length > 0 && (
                      <p className="mt-2 text-sm text-ink-600">
                        Anexos: {m.attachments.join(', ')}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
    </PageFrame>
  );
}
