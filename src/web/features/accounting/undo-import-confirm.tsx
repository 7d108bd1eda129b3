import { counted } from '../../../domain/plural.ts';
import { MutationConfirm } from '../../components/mutation-confirm.tsx';
import { notify } from '../../lib/notify.ts';
import { useUndoImport } from './statement-api.ts';

/**
 * 'Desfazer importação?': asks before an import's lines leave the statement (the server refuses
 * it once one of them is reconciled), then says how many left. `onUndone` hears the import's id.
 */
export function UndoImportConfirm(props: {
  imported: { id: string; novas: number; nome_arquivo: string };
  onUndone?: (id: string) => void;
  onClose: () => void;
}) {
  const undo = useUndoImport();
  const { imported } = props;
  return (
    <MutationConfirm
      title="Desfazer importação?"
      message={`Os ${counted(imported.novas, 'lançamento', 'lançamentos')} que ${imported.nome_arquivo} trouxe saem do extrato. Só é possível enquanto nenhum deles estiver conciliado.`}
      confirmLabel="Desfazer importação"
      pendingLabel="Desfazendo..."
      mutation={undo}
      variables={imported.id}
      onDone={(result) => {
        props.onUndone?.(result.id);
        notify(
          `Importação desfeita: ${counted(result.removidas, 'lançamento removido', 'lançamentos removidos')}.`,
        );
      }}
      onClose={props.onClose}
    />
  );
}
