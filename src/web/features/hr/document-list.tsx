import { FilePlus2, Pencil, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { EmployeeDocument } from '../../../domain/hr/response-contracts.ts';
import { DOCUMENT_KIND_LABELS } from '../../../domain/hr/values.ts';
import { formatDate } from '../../../domain/format.ts';
import { MutationConfirm } from '../../components/mutation-confirm.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { notify } from '../../lib/notify.ts';
import { useDeleteDocument } from './api.ts';
import { DocumentBadge } from './document-badge.tsx';

const DocumentDialog = lazyComponent(() =>
  import('./document-dialog.tsx').then((m) => m.DocumentDialog),
);

/** How a document is named: its kind, or what was typed for 'Outro'. */
export const documentName = (document: Pick<EmployeeDocument, 'tipo' | 'descricao'>) =>
  document.tipo === 'outro' && document.descricao
    ? document.descricao
    : DOCUMENT_KIND_LABELS[document.tipo];

/** An employee's documents with their validity, and adding, changing or deleting one. */
export function DocumentList(props: { employeeId: string; documents: EmployeeDocument[] }) {
  const [editing, setEditing] = useState<EmployeeDocument | 'novo' | null>(null);
  const [deleting, setDeleting] = useState<EmployeeDocument | null>(null);
  return (
    <div>
      {props.documents.length === 0 ? (
        <p className="text-sm text-ink-600">Nenhum documento cadastrado.</p>
      ) : (
        <ul className="divide-y divide-brand-100 rounded-xl border border-brand-100 bg-white">
          {props.documents.map((document) => {
            const name = documentName(document);
            return (
              <li key={document.id} className="flex items-center gap-3 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-ink-900">
                    {name} <DocumentBadge days={document.dias_para_vencer} />
                  </p>
                  <p className="text-sm text-ink-600">
                    {[
                      document.numero && `Nº ${document.numero}`,
                      document.validade && `Validade ${formatDate(document.validade)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="flex shrink-0">
                  <IconButton
                    icon={Pencil}
                    label={`Editar ${name}`}
                    title="Editar"
                    onClick={() => setEditing(document)}
                  />
                  <IconButton
                    icon={Trash2}
                    label={`Excluir ${name}`}
                    title="Excluir"
                    onClick={() => setDeleting(document)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ActionButton
        icon={FilePlus2}
        variant="outline"
        onClick={() => setEditing('novo')}
        className="mt-3"
      >
        Adicionar documento
      </ActionButton>
      {editing && (
        <Suspense>
          <DocumentDialog
            employeeId={props.employeeId}
            document={editing === 'novo' ? undefined : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {deleting && <DeleteDialog document={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

/** Asks before a document is deleted; says why it could not be, if so. */
function DeleteDialog(props: { document: EmployeeDocument; onClose: () => void }) {
  const name = documentName(props.document);
  return (
    <MutationConfirm
      title="Excluir documento?"
      message={`${name}${props.document.validade ? ` (validade ${formatDate(props.document.validade)})` : ''} sai do cadastro do funcionário e deixa de gerar alertas.`}
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      mutation={useDeleteDocument()}
      variables={props.document.id}
      onDone={() => notify('Documento excluído.')}
      onClose={props.onClose}
    />
  );
}
