import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminCompanyFormBody } from '../../../../domain/admin/companies-form.ts';
import {
  COMPANY_STATUS_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  companyFormValues,
  type CompanyFormValues,
} from '../../../../domain/admin/companies-values.ts';
import type { AdminCompany } from '../../../../domain/admin/contracts.ts';
import { storageUseText } from '../../../../domain/companies/storage.ts';
import { ActionButton } from '../../../components/action-button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { labelTableOptions } from '../../../components/select-field.tsx';
import { ApiError, withErrorTitle } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteCompany, useUpdateCompany } from './api.ts';

const schema = lazySchema(() =>
  import('../../../../domain/admin/companies-form.ts').then((m) => m.adminCompanyForm),
);

/**
 * The manage dialog (spec part 2 §2, §5): status, subscription, billing date, trial end, user
 * limit, the billing e-mail and the admin's notes (each its own field: decision 026), saved with
 * one PATCH; and the delete.
 */
export function ManageDialog(props: { company: AdminCompany; onClose: () => void }) {
  const { company, onClose } = props;
  const update = useUpdateCompany(company.id);
  const [deleting, setDeleting] = useState(false);
  const contract = useContractForm<CompanyFormValues, AdminCompanyFormBody>(
    schema,
    companyFormValues(company),
    async (body, form) => {
      // Only what the administrator changed: a date left alone keeps its exact instant, and the
      // audit row says what was changed.
      const { dirtyFields } = form.formState;
      const changed = Object.fromEntries(
        Object.entries(body).filter(([name]) => dirtyFields[name as keyof CompanyFormValues]),
      );
      if (Object.keys(changed).length === 0) return onClose();
      await withErrorTitle(update.mutateAsync(changed), 'Erro ao atualizar empresa');
      notify('Empresa atualizada', 'Os dados da empresa foram atualizados com sucesso!');
      onClose();
    },
  );
  const { Field } = contract;
  return (
    <FormDialog
      title={`Gerenciar ${company.company_name}`}
      onClose={onClose}
      contract={contract}
      submit="Salvar"
      fullOnPhone
      over={
        deleting && (
          <DeleteCompany company={company} onCancel={() => setDeleting(false)} onDone={onClose} />
        )
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          as="select"
          name="status"
          label="Status"
          options={labelTableOptions(COMPANY_STATUS_LABELS)}
        />
        <Field
          as="select"
          name="subscription_status"
          label="Status da assinatura"
          options={labelTableOptions(SUBSCRIPTION_STATUS_LABELS)}
        />
        <Field name="next_billing_date" type="date" label="Próxima cobrança" />
        <Field name="trial_ends_at" type="date" label="Fim do teste" />
        <Field
          name="max_users"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          label="Limite de usuários"
        />
      </div>
      <Field name="billing_email" type="email" autoComplete="off" label="E-mail de cobrança" />
      <Field as="textarea" name="admin_notes" label="Observações do administrador" />
      <Field
        name="storage_quota_mb"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        label="Cota de armazenamento (MB)"
        hint={`Vazio: o padrão da plataforma. Em uso: ${storageUseText(company.armazenamento)}.`}
      />
      <div className="border-t border-brand-100 pt-4">
        <ActionButton icon={Trash2} variant="danger" onClick={() => setDeleting(true)}>
          Deletar empresa
        </ActionButton>
      </div>
    </FormDialog>
  );
}

/** Asks, then deletes the company and all its data (its members keep their accounts). */
function DeleteCompany(props: { company: AdminCompany; onCancel: () => void; onDone: () => void }) {
  const remove = useDeleteCompany(props.company.id);
  const failure = remove.error
    ? remove.error instanceof ApiError && remove.error.status > 0
      ? `Erro ao deletar empresa: ${remove.error.message}`
      : 'Falha ao deletar empresa'
    : null;
  return (
    <ConfirmDialog
      title="Deletar empresa"
      message={`Deletar ${props.company.company_name} e todos os seus dados (operações, propostas, contabilidade, estoque, RH)? Os usuários mantêm suas contas, sem empresa. Esta ação não pode ser desfeita.`}
      confirmLabel="Deletar"
      pending={remove.isPending ? 'Deletando...' : undefined}
      onCancel={props.onCancel}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            notify('Empresa deletada', `${props.company.company_name} foi removida da plataforma.`);
            props.onDone();
          },
        })
      }
    >
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
