import { useState } from 'react';
import {
  DEMO_ACCOUNT_DEFAULTS,
  type DemoAccountInput,
  type DemoAccountResult,
} from '../../../../domain/admin/tools.ts';
import { BoundForm } from '../../../components/bound-form.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
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

/** The question before a year of premium access is given away: the values, and the answer. */
type Asking = { values: DemoAccountInput; answer: (confirmed: boolean) => void };

/**
 * Spec §9 'Demo account': the e-mail prefilled; the company comes with a season and a year of
 * premium access, created only after confirming. The password is the server's (none is written
 * in the code) and is shown here once, as the first start prints its logins.
 */
export function DemoAccountForm() {
  const create = useDemoAccount();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [created, setCreated] = useState<DemoAccountResult | null>(null);
  const { form, submit, status, Field } = useContractForm(
    demoSchema,
    { ...DEMO_ACCOUNT_DEFAULTS },
    async (values) => {
      setCreated(null);
      // The form stays submitting while the dialog asks; a refusal lands on its fields.
      const confirmed = await new Promise<boolean>((answer) => setAsking({ values, answer }));
      try {
        if (!confirmed) return;
        const result = await withErrorTitle(
          create.mutateAsync(values),
          'Erro ao configurar demonstração',
        );
        notify('Conta de demonstração configurada!');
        setCreated(result);
      } finally {
        setAsking(null);
      }
    },
  );
  return (
    <ToolCard
      id="ferramenta-demonstracao"
      title="Conta de demonstração"
      about="Cria uma empresa premium por 1 ano com cliente fictício, propriedade de 500 ha, Air Tractor AT-502B, piloto com CANAC, itens de serviço e proposta aprovada. A senha é gerada e mostrada uma única vez."
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
      {created && <CreatedLogin login={created} />}
      {asking && (
        <ConfirmDialog
          title="Criar conta de demonstração?"
          message={`Será criada a empresa ${asking.values.companyName} com acesso premium por 1 ano e dados de demonstração (cliente, propriedade, aeronave, piloto, proposta aprovada, contabilidade e RH), com o login ${asking.values.email} e uma senha gerada, mostrada uma única vez.`}
          confirmLabel="Criar demonstração"
          tone="brand"
          pending={create.isPending ? 'Criando...' : undefined}
          onConfirm={() => asking.answer(true)}
          onCancel={() => create.isPending || asking.answer(false)}
        />
      )}
    </ToolCard>
  );
}

/** The new login, its password shown this once. */
function CreatedLogin({ login }: { login: DemoAccountResult }) {
  return (
    <div
      role="status"
      aria-label="Login da demonstração"
      className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-ink-900"
    >
      <p className="font-semibold">Empresa premium por 1 ano criada. Entre com:</p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="text-ink-700">E-mail</dt>
        <dd className="break-all">{login.email}</dd>
        <dt className="text-ink-700">Senha</dt>
        <dd>
          <code className="select-all break-all rounded bg-white px-1.5 py-0.5 font-mono">
            {login.password}
          </code>
        </dd>
      </dl>
      <p className="mt-2 text-ink-700">Anote a senha: ela não será mostrada de novo.</p>
    </div>
  );
}
