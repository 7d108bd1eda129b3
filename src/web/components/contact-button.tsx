import { useQuery } from '@tanstack/react-query';
import { Mail, MessageCircle, MessagesSquare, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { APP_NAME } from '../../domain/constants.ts';
import { whatsappLink } from '../../domain/whatsapp.ts';
import { publicConfigQuery } from '../lib/public-config.ts';

const MESSAGE = `Olá! Tenho uma empresa de aviação agrícola e gostaria de saber mais sobre o ${APP_NAME}.`;

/**
 * The floating contact button of the public pages (spec part 1 §2 'Other widgets'): WhatsApp
 * and e-mail with the message already written. The addresses are the server's configuration.
 */
export function ContactButton() {
  const config = useQuery(publicConfigQuery);
  const [open, setOpen] = useState(false);
  const menu = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent | MouseEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !ref.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);
  const contact = config.data?.contato;
  if (!contact) return null;
  const mail = `mailto:${contact.email}?subject=${encodeURIComponent(`Contato pelo site — ${APP_NAME}`)}&body=${encodeURIComponent(MESSAGE)}`;
  const option =
    'flex items-center gap-3 rounded-xl px-4 py-3 font-semibold text-ink-900 hover:bg-brand-50';
  return (
    <div
      ref={ref}
      data-contact-button
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-2"
    >
      {open && (
        <div id={menu} className="w-64 rounded-2xl border border-brand-100 bg-white p-2 shadow-xl">
          <p className="px-4 pt-2 pb-1 text-sm text-ink-700">Fale com a gente</p>
          {contact.whatsapp && (
            <a
              href={whatsappLink(contact.whatsapp, MESSAGE)}
              target="_blank"
              rel="noopener noreferrer"
              className={option}
            >
              <MessageCircle className="h-5 w-5 text-crop-600" aria-hidden="true" /> WhatsApp
            </a>
          )}
          <a href={mail} className={option}>
            <Mail className="h-5 w-5 text-brand-700" aria-hidden="true" /> E-mail
          </a>
        </div>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menu}
        aria-label={open ? 'Fechar contato' : 'Fale com a gente'}
        onClick={() => setOpen((o) => !o)}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-600"
      >
        {open ? (
          <X className="h-6 w-6" aria-hidden="true" />
        ) : (
          <MessagesSquare className="h-6 w-6" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
