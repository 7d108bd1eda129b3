import { useQuery } from '@tanstack/react-query';
import { Paperclip, Upload } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../domain/format.ts';
import type { ContainerReturn } from '../../../domain/stock/container-contracts.ts';
import { PACKAGE_TYPE_LABELS } from '../../../domain/stock/values.ts';
import { FileButton } from '../../components/file-button.tsx';
import { errorMessage } from '../../lib/api.ts';
import { returnsQuery, useUploadReceipt } from './api.ts';
import type { StockAccess } from './stock-page.tsx';
import { Tag } from '../../components/tag.tsx';
import { counted } from '../../../domain/plural.ts';

/** 'Devoluções registradas': each return with its receipt (or a way to attach it). */
export function ReturnsList({ access }: { access: StockAccess }) {
  const returns = useQuery(returnsQuery);
  const list = returns.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="devolucoes" className="mt-8">
      <h2 id="devolucoes" className="font-bold text-ink-900">
        Devoluções registradas
      </h2>
      <ul className="mt-3 divide-y divide-brand-50 rounded-2xl border border-brand-100 bg-white">
        {list.map((row) => (
          <ReturnRow key={row.id} row={row} office={access.office} />
        ))}
      </ul>
    </section>
  );
}

function ReturnRow({ row, office }: { row: ContainerReturn; office: boolean }) {
  const total = row.itens.reduce((sum, item) => sum + item.quantidade, 0);
  return (
    <li className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">
          {formatDate(row.data)} · {row.unidade_recebimento} · comprovante {row.numero_comprovante}
        </p>
        <p className="text-ink-600">
          {counted(total, 'embalagem', 'embalagens')}:{' '}
          {row.itens
            .map((i) => `${i.quantidade} × ${i.nome} (${PACKAGE_TYPE_LABELS[i.tipo]})`)
            .join('; ')}
        </p>
        <p className="mt-1">
          {row.triplice_lavagem ? (
            <Tag tone="ok">Tríplice lavagem feita</Tag>
          ) : (
            <Tag tone="warn">Sem tríplice lavagem</Tag>
          )}
        </p>
      </div>
      <div className="shrink-0">
        {row.comprovante ? (
          <a
            href={`/api/stock/devolucoes/${row.id}/comprovante`}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            <Paperclip className="h-4 w-4" aria-hidden="true" /> {row.comprovante.nome_arquivo}
          </a>
        ) : office ? (
          <ReceiptUpload id={row.id} />
        ) : (
          <span className="text-ink-600">Sem arquivo do comprovante</span>
        )}
      </div>
    </li>
  );
}

/** Attaches the receipt's file to a return recorded without it. */
function ReceiptUpload({ id }: { id: string }) {
  const upload = useUploadReceipt(id);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div>
      <FileButton
        accept=".pdf,.jpg,.jpeg,.png"
        className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        onFile={(file) => {
          setProblem(null);
          upload.mutate(file, {
            onError: (error) =>
              setProblem(errorMessage(error, 'Não foi possível enviar o arquivo.')),
          });
        }}
      >
        <Upload className="h-4 w-4" aria-hidden="true" />
        {upload.isPending ? 'Enviando...' : 'Anexar comprovante'}
      </FileButton>
      {problem && (
        <p role="alert" className="mt-1 text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
