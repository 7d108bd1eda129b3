import { Info } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatDate } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import type { NfePreview } from '../../../domain/stock/response-contracts.ts';
import { counted } from '../../../domain/plural.ts';
import { ErrorLine } from '../../components/action-error.tsx';
import { ImportBox } from '../../components/import-box.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useNfePreview } from './api.ts';

/** 'Importar XML da NF-e': the XML is read by the server and fills the form; nothing is stored. */
export function NfeImport({
  onPreview,
}: {
  /** The preview read, with the XML it was read from (the confirmation sends it back). */
  onPreview: (preview: NfePreview, xml: string) => void;
}) {
  const preview = useNfePreview();
  const [problem, setProblem] = useState<string | null>(null);
  const read = async (file: File) => {
    setProblem(null);
    try {
      const xml = await file.text();
      onPreview(await preview.mutateAsync(xml), xml);
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.fields.xml
          ? `Não foi possível ler o XML: ${error.fields.xml}`
          : errorMessage(error, 'Não foi possível ler o XML da NF-e.'),
      );
    }
  };
  return (
    <ImportBox
      about="Tem o XML da NF-e? Importe-o para preencher fornecedor, nota e lotes. Você confere tudo antes de confirmar."
      button={preview.isPending ? 'Lendo XML...' : 'Importar XML da NF-e'}
      accept=".xml,text/xml,application/xml"
      disabled={preview.isPending}
      onFile={(file) => void read(file)}
    >
      <ErrorLine message={problem} />
    </ImportBox>
  );
}

/** What the XML said, and what is left to do before confirming (`children`: its actions). */
export function NfeSummary({ preview, children }: { preview: NfePreview; children?: ReactNode }) {
  return (
    <section
      role="status"
      aria-label="NF-e importada"
      className="rounded-2xl border border-brand-200 bg-white p-4 text-sm"
    >
      <p className="flex items-start gap-2 font-semibold text-ink-900">
        <Info className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        NF-e {preview.nf_numero} série {preview.nf_serie} de {formatDate(preview.nf_data)} —{' '}
        {preview.fornecedor.nome}: {counted(preview.linhas.length, 'linha lida', 'linhas lidas')},
        total {formatBRL(preview.total_cents)}. Nada foi gravado ainda: confira os itens e confirme
        a entrada.
      </p>
      {preview.avisos.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-ink-700">
          {preview.avisos.map((aviso) => (
            <li key={aviso} className={preview.duplicada ? 'first:text-red-700' : undefined}>
              {aviso}
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
