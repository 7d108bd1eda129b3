import { DEMO_ACCOUNT_DEFAULTS } from '../../../../domain/admin/tools.ts';
import { BoundForm } from '../../../components/bound-form.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { notify } from '../../../lib/notify.ts';
import { useDemoAccount } from './api.ts';
import { withErrorTitle } from '../../../lib/api.ts';
import { ToolCard } from './tool-card.tsx';

const demoSchema = lazySchema(() =>
  import('../../../../domain/admin/tools.ts').then((m) => m.demoAccountInput),
);

/** Spec §9 'Demo account': e-mail and password prefilled; the company comes with a season. */
export function DemoAccountForm() {
  const create = useDemoAccount();
  const { form, submit, status, Field } = useContractForm(
    demoSchema,
    { ...DEMO_ACCOUNT_DEFAULTS },
    async (values) => {
      await withErrorTitle(create.mutateAsync(values), 'Erro ao configurar demonstração');
      notify('Conta de demonstração configurada!');
      return `Entre com ${values.email} e a senha informada: empresa premium por 1 ano.`;
    },
  );
  return (
    <ToolCard
      id="ferramenta-demonstracao"
      title="Conta de demonstração"
      about="Cria uma empresa premium por 1 ano com cliente fictício, propriedade de 500 ha, Air Tractor AT-502B, piloto com CANAC, itens de serviço e proposta aprovada."
    >
      <BoundForm form={form} onSubmit={submit} status={status} className="mt-4 space-y-3">
        <Field name="email" label="E-mail" type="email" autoComplete="off" />
        <Field name="companyName" label="Nome da empresa" />
        <FormActions
          pending={form.formState.isSubmitting}
          submit="Configurar demonstração"
          pendingText="Configurando..."
        />
      </BoundForm>
    </ToolCard>
  );
}
