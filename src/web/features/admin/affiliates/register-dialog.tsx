import { FormDialog } from '../../../components/form-dialog.tsx';
import { withErrorTitle } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { documentInput } from '../../../lib/document-input.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { notify } from '../../../lib/notify.ts';
import { useRegisterAffiliate } from './api.ts';

const schema = lazySchema(() =>
  import('../../../../domain/affiliates/admin-contracts.ts').then((m) => m.manualAffiliateInput),
);
const EMPTY = { nome_completo: '', email: '', cpf_cnpj: '', telefone: '' };

/** 'Cadastrar afiliado' (spec part 2 §5): name, e-mail and CPF/CNPJ required; no code, no user. */
export function RegisterDialog(props: { onClose: () => void }) {
  const register = useRegisterAffiliate();
  const contract = useContractForm<typeof EMPTY, object>(
    schema,
    EMPTY,
    async (body) => {
      await withErrorTitle(register.mutateAsync(body), 'Erro ao cadastrar afiliado');
      notify('Afiliado cadastrado!', 'O novo afiliado foi cadastrado com sucesso.');
      props.onClose();
    },
    { invalid: 'Campos obrigatórios: preencha todos os campos obrigatórios.' },
  );
  const { Field } = contract;
  return (
    <FormDialog
      title="Cadastrar afiliado"
      onClose={props.onClose}
      contract={contract}
      submit="Cadastrar"
      pendingText="Cadastrando..."
      intro="Um afiliado cadastrado aqui não tem código nem acesso ao sistema."
    >
      <Field name="nome_completo" label="Nome Completo *" autoComplete="off" />
      <Field name="email" label="E-mail *" type="email" autoComplete="off" />
      <Field name="cpf_cnpj" label="CPF/CNPJ *" {...documentInput} />
      <Field name="telefone" label="Telefone" type="tel" autoComplete="off" />
    </FormDialog>
  );
}
