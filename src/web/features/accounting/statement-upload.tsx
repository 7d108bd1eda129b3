import { Undo2, Upload } from 'lucide-react';
import { useState } from 'react';
import type { StatementImport } from '../../../domain/accounting/response-contracts.ts';
import { counted } from '../../../domain/plural.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { ImportBox } from '../../components/import-box.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useImportStatement } from './statement-api.ts';
import { UndoImportConfirm } from './undo-import-confirm.tsx';

/** Why the file was refused: the server's word on the file or the account, else its message. */
const refusal = (error: unknown) =>
  (error instanceof ApiError && (error.fields.arquivo ?? error.fields.bank_account_id)) ||
  errorMessage(error, 'Não foi possível importar o extrato.');

/**
 * 'Importar extrato': an OFX or CSV into the chosen account. While it goes up a progress bar
 * shows; then what it added — a file imported again adds nothing — and 'Desfazer importação'.
 * A statement of another bank account is refused, naming both, with 'Importar assim mesmo'.
 */
export function StatementUpload({ accountId }: { accountId: string }) {
  const upload = useImportStatement();
  const [file, setFile] = useState<File | null>(null);
  const [undoing, setUndoing] = useState<StatementImport | null>(null);
  const [undone, setUndone] = useState<string | null>(null);
  const done = upload.isSuccess && upload.data.id !== undone ? upload.data : null;
  // A statement of another bank account: the server names both and waits for a confirmation.
  const otherAccount =
    upload.error instanceof ApiError && upload.error.code === 'STATEMENT_OTHER_ACCOUNT';
  return (
    <ImportBox
      about="Exporte o extrato no site do banco em OFX (ou CSV) e importe-o aqui. Importar o mesmo arquivo de novo não repete lançamentos."
      button="Importar extrato (OFX ou CSV)"
      accept=".ofx,.csv,application/x-ofx,text/csv"
      disabled={upload.isPending}
      onFile={(chosen) => {
        setFile(chosen);
        upload.mutate({ bankAccountId: accountId, file: chosen });
      }}
    >
      {upload.isPending && (
        <div className="mt-3 text-sm text-ink-700">
          <progress aria-label="Enviando o extrato" className="h-2 w-full accent-brand-700" />
          Enviando e lendo o extrato...
        </div>
      )}
      {done && (
        <div role="status" className="mt-3 text-sm">
          <p className="font-semibold text-crop-700">
            {done.nome_arquivo}: {counted(done.novas, 'lançamento novo', 'lançamentos novos')},{' '}
            {counted(done.repetidas, 'já importado', 'já importados')}.
          </p>
          {done.aviso && <p className="mt-1 text-ink-900">{done.aviso}</p>}
          <ActionButton
            icon={Undo2}
            variant="ghost"
            onClick={() => setUndoing(done)}
            className="mt-2 px-2 py-1"
          >
            Desfazer importação
          </ActionButton>
        </div>
      )}
      {upload.isError && (
        <div role="alert" className="mt-3 text-sm text-red-700">
          <p>{refusal(upload.error)}</p>
          {otherAccount && file && (
            <ActionButton
              icon={Upload}
              variant="outline"
              className="mt-2"
              onClick={() => upload.mutate({ bankAccountId: accountId, file, confirm: true })}
            >
              Importar assim mesmo
            </ActionButton>
          )}
        </div>
      )}
      {undoing && (
        <UndoImportConfirm
          imported={undoing}
          onUndone={setUndone}
          onClose={() => setUndoing(null)}
        />
      )}
    </ImportBox>
  );
}
