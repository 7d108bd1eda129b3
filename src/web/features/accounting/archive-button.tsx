import { Archive, ArchiveRestore } from 'lucide-react';
import { IconButton } from '../../components/icon-button.tsx';
import { notify } from '../../lib/notify.ts';

/**
 * 'Arquivar' (out of the pickers, kept on what already uses it) or 'Reativar', for a category
 * or a bank account; `change` sends `{ arquivada }`.
 */
export function ArchiveButton(props: {
  name: string;
  arquivada: boolean;
  change: (body: { arquivada: boolean }) => Promise<unknown>;
  onError: (error: unknown) => void;
}) {
  const toggle = async () => {
    try {
      await props.change({ arquivada: !props.arquivada });
      notify(props.arquivada ? `${props.name} reativada.` : `${props.name} arquivada.`);
    } catch (error) {
      props.onError(error);
    }
  };
  return props.arquivada ? (
    <IconButton
      icon={ArchiveRestore}
      label={`Reativar ${props.name}`}
      title="Reativar"
      onClick={() => void toggle()}
    />
  ) : (
    <IconButton
      icon={Archive}
      label={`Arquivar ${props.name}`}
      title="Arquivar"
      onClick={() => void toggle()}
    />
  );
}
