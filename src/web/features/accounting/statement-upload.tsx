import { counted } from '../../../domain/plural.ts';
import { ImportBox } from '../../components/import-box.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useImportStatement } from './statement-api.ts';

/** Why the file was refused: the server's word on the file or the account, else its message. */
const refusal = (error: unknown) =>
  (error instanceof ApiError && (error.fields.arquivo ?? error.fields.bank_account_id)) ||
  errorMessage(error, 'Não foi possível importar o extrato.');

/**
 * 'Importar extrato': an OFX or CSV into the chosen account. While it goes up a progress bar
 * shows; then what it added — a file imported again adds nothing.
 */
export function StatementUpload({ accountId }: { accountId: string }) {
  const upload = useImportStatement();
  const done = upload.isSuccess ? upload.data : null;
  return (
    <ImportBox
      about="Exporte o extrato no site do banco em OFX (ou CSV) e importe-o aqui. Importar o mesmo arquivo de novo não repete lançamentos."
      button="Importar extrato (OFX ou CSV)"
      accept=".ofx,.csv,application/x-ofx,text/csv"
      disabled={upload.isPending}
      onFile={(file) => upload.mutate({ bankAccountId: accountId, file })}
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
        </div>
      )}
      {upload.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {refusal(upload.error)}
        </p>
      )}
    </ImportBox>
  );
}
