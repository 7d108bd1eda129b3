import type { FocusEvent } from 'react';
import { useWatch } from 'react-hook-form';
import type { CreateAffiliateInput } from '../../../domain/affiliates/contracts.ts';
import { AFFILIATE_REQUIRED } from '../../../domain/affiliates/values.ts';
import { formatPhone } from '../../../domain/phone.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { documentInput } from '../../lib/document-input.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { notify } from '../../lib/notify.ts';
import { withErrorTitle } from '../../lib/api.ts';
import { useCreateAffiliate } from './api.ts';

const createSchema = lazySchema(() =>
  import('../../../domain/affiliates/contracts.ts').then((m) => m.createAffiliateInput),
);

type Values = { nome_completo: string; cpf_cnpj: string; telefone: string };

/** A typed value as people read it on leaving the field (a phone), else as typed. */
const tidy = (value: string, format: (value: string) => string) =>
  value.trim() ? format(value) : value;

/**
 * 'Criar perfil de afiliado' (spec part 1 §2, part 2 §5 and §8): name and CPF/CNPJ required —
 * the button waits for both — and an optional phone. From an affiliate invite, its token goes
 * along and the invite is accepted with the profile.
 */
export function CreateAffiliateDialog(props: {
  initialName?: string;
  inviteToken?: string;
  onClose: () => void;
}) {
  const create = useCreateAffiliate();
  const { form, submit, status, Field } = useContractForm<Values, CreateAffiliateInput>(
    createSchema,
    { nome_completo: props.initialName ?? '', cpf_cnpj: '', telefone: '' },
    async (body) => {
      await withErrorTitle(
        create.mutateAsync({ ...body, inviteToken: props.inviteToken }),
        'Erro ao criar afiliado',
        'Tente novamente',
      );
      notify('Perfil criado!');
      props.onClose();
    },
  );
  const [name, document] = useWatch({ control: form.control, name: ['nome_completo', 'cpf_cnpj'] });
  const ready = Boolean(name?.trim() && document?.trim());
  const pending = form.formState.isSubmitting;
  const tidyOnBlur = (event: FocusEvent<HTMLDivElement>) => {
    const { name, value } = event.target as HTMLInputElement;
    if (name === 'telefone') form.setValue(name, tidy(value, formatPhone));
  };
  return (
    <Dialog title="Criar perfil de afiliado" onClose={props.onClose}>
      <p className="text-sm text-ink-700">
        Com o perfil você recebe um código e um link de indicação, e comissão sobre as assinaturas
        das empresas que indicar.
      </p>
      <BoundForm form={form} onSubmit={submit} status={status} className="mt-4 space-y-4">
        {/* The CPF/CNPJ is punctuated as typed; on leaving it, the phone is shown as people read it. */}
        <div className="space-y-4" onBlur={tidyOnBlur}>
          <Field name="nome_completo" label="Nome completo *" autoComplete="name" />
          <Field name="cpf_cnpj" label="CPF/CNPJ *" {...documentInput} />
          <Field name="telefone" label="Telefone" type="tel" autoComplete="tel" />
        </div>
        {!ready && <p className="text-sm text-ink-600">{AFFILIATE_REQUIRED}</p>}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={props.onClose} className={buttonClasses('outline')}>
            Cancelar
          </button>
          <button
            type="submit"
            disabled={!ready || pending}
            className={`${buttonClasses('brand')} disabled:opacity-60`}
          >
            {pending ? 'Criando...' : 'Criar perfil'}
          </button>
        </div>
      </BoundForm>
    </Dialog>
  );
}
