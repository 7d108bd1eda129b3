import type { AffiliateInviteInput } from '../../../../domain/affiliates/admin-contracts.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { notify } from '../../../lib/notify.ts';
import { useInviteAffiliate } from './api.ts';

const schema = lazySchema(() =>
  import('../../../../domain/affiliates/admin-contracts.ts').then((m) => m.affiliateInviteInput),
);

/** 'Convidar afiliado': the e-mail (required) and, optionally, the name the invite signs with. */
export function InviteDialog(props: { onClose: () => void }) {
  const invite = useInviteAffiliate();
  const contract = useContractForm<{ email: string; inviter_name: string }, AffiliateInviteInput>(
    schema,
    { email: '', inviter_name: '' },
    async (body) => {
      await invite.mutateAsync(body);
      notify('Convite enviado!', `${body.email} recebeu o link para se tornar afiliado.`);
      props.onClose();
    },
  );
  const { Field } = contract;
  return (
    <FormDialog
      title="Convidar afiliado"
      onClose={props.onClose}
      contract={contract}
      submit="Enviar convite"
      pendingText="Enviando..."
      intro="A pessoa recebe um link, válido por 7 dias, para criar seu perfil de afiliado."
    >
      <Field name="email" label="E-mail *" type="email" autoComplete="off" />
      <Field name="inviter_name" label="Seu nome (opcional)" autoComplete="name" />
    </FormDialog>
  );
}
