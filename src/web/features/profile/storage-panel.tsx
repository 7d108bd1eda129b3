import { useQuery } from '@tanstack/react-query';
import { storageUseText } from '../../../domain/companies/storage.ts';
import { storageQuery } from './api.ts';

/**
 * Perfil → Armazenamento (issue 35): the company's files (operation attachments, container
 * receipts, the logo) against its quota, which the platform sets; an upload beyond it is refused.
 */
export function StoragePanel() {
  const use = useQuery(storageQuery);
  const share = use.data?.cota_bytes ? use.data.usado_bytes / use.data.cota_bytes : 0;
  return (
    <section
      aria-labelledby="armazenamento-titulo"
      className="rounded-2xl border border-brand-100 bg-white p-6"
    >
      <h2 id="armazenamento-titulo" className="text-lg font-semibold text-ink-900">
        Armazenamento
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Anexos das operações, comprovantes de devolução de embalagens e o logotipo ocupam a cota de
        arquivos da empresa. Para mais espaço, fale com o suporte.
      </p>
      {use.data ? (
        <>
          <div
            role="progressbar"
            aria-label="Uso da cota de armazenamento"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(Math.min(share, 1) * 100)}
            className="mt-4 h-2 w-full overflow-hidden rounded-full bg-brand-100"
          >
            <div
              className="h-full rounded-full bg-brand-600"
              style={{ width: `${Math.min(share, 1) * 100}%` }}
            />
          </div>
          <p className="mt-2 text-sm text-ink-700 tabular-nums">{storageUseText(use.data)}</p>
        </>
      ) : (
        <p className="mt-4 text-sm text-ink-600">
          {use.isError ? 'Não foi possível carregar o uso.' : 'Carregando...'}
        </p>
      )}
    </section>
  );
}
