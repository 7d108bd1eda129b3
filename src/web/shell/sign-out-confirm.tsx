import { plural } from '../../domain/plural.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';

/** 'Sair' asked first: how many of the field's changes would be lost (`sign-out-button.tsx`). */
export function SignOutConfirm(props: {
  waiting: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { waiting } = props;
  return (
    <ConfirmDialog
      title="Sair e apagar o que não foi enviado?"
      message={`${plural(waiting, '1 alteração feita no campo ainda não foi enviada', `${waiting} alterações feitas no campo ainda não foram enviadas`)}. Ao sair, o que você levou para o campo é apagado deste aparelho, com ${plural(waiting, 'ela', 'elas')}. Para não ${plural(waiting, 'perdê-la', 'perdê-las')}, conecte-se e espere o envio antes de sair.`}
      confirmLabel="Sair e apagar"
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    />
  );
}
