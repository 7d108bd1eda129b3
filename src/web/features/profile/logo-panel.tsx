import { useQuery } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { LOGO_MAX_BYTES, LOGO_PROBLEMS } from '../../../domain/companies/logo.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { FileButton } from '../../components/file-button.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { LOGO_PATH, logoQuery, useLogoChange } from './api.ts';

/** Why the logo was refused: the server's word on the field, else its message. */
const refusal = (error: unknown) =>
  (error instanceof ApiError && error.fields.logo) ||
  errorMessage(error, 'Não foi possível salvar o logotipo.');

/**
 * Perfil → Logotipo (DESIGN §5): the logo the relatório operacional, the proposals and the
 * MAPA report print. The owner uploads a PNG or JPEG of up to 1 MB and 4.000 × 4.000 pixels
 * (the server keeps a copy within 600 pixels), replaces or removes it; the others see it.
 */
export function LogoPanel({ editable }: { editable: boolean }) {
  const logo = useQuery(logoQuery);
  const change = useLogoChange();
  const [problem, setProblem] = useState('');
  const send = (file: File | null) => {
    setProblem('');
    if (file && file.size > LOGO_MAX_BYTES) return setProblem(LOGO_PROBLEMS.size);
    change.mutate(file, { onError: (error) => setProblem(refusal(error)) });
  };
  return (
    <section
      aria-labelledby="logotipo-titulo"
      className="rounded-2xl border border-brand-100 bg-white p-6"
    >
      <h2 id="logotipo-titulo" className="text-lg font-semibold text-ink-900">
        Logotipo
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Impresso no cabeçalho do relatório operacional, das propostas e do relatório do MAPA.
      </p>
      <div className="mt-4 flex min-h-24 items-center justify-center rounded-xl border border-dashed border-brand-200 bg-brand-50/40 p-3">
        {logo.data ? (
          <img
            src={`${LOGO_PATH}?v=${logo.data.versao}`}
            alt="Logotipo da empresa"
            className="max-h-24 max-w-full object-contain"
          />
        ) : (
          <p className="text-sm text-ink-600">
            {logo.isPending ? 'Carregando...' : 'Nenhum logotipo enviado.'}
          </p>
        )}
      </div>
      {editable && (
        <div className="mt-4 flex flex-wrap gap-2">
          <FileButton
            accept="image/png,image/jpeg"
            disabled={change.isPending}
            onFile={send}
            className={buttonClasses('outline')}
          >
            <ImageUp className="h-4 w-4" aria-hidden="true" />
            {logo.data ? 'Enviar logotipo novo' : 'Enviar logotipo'} (PNG ou JPEG, até 1 MB e 4.000
            × 4.000 pixels)
          </FileButton>
          {logo.data && (
            <ActionButton
              icon={Trash2}
              variant="ghost"
              disabled={change.isPending}
              onClick={() => send(null)}
            >
              Remover logotipo
            </ActionButton>
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
