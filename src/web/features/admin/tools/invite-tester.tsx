import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { INVITE_TEST_STEPS } from '../../../../domain/admin/tools.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Field } from '../../../components/field.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDebounced } from '../../../lib/debounce.ts';
import { notify } from '../../../lib/notify.ts';
import { companiesQuery } from '../companies/api.ts';
import { useInviteTest } from './api.ts';
import { titled } from '../../../lib/api.ts';
import { ToolCard } from './tool-card.tsx';

/**
 * Spec §6: the invite system tested end to end for a company, on behalf of its owner (a company
 * without one refuses): the invite created, its e-mail sent, the test invite removed.
 */
export function InviteTester() {
  const [busca, setBusca] = useState('');
  const choices = useQuery(companiesQuery(useDebounced(busca), 1));
  const [companyId, setCompanyId] = useState('');
  const [email, setEmail] = useState('');
  const run = useInviteTest();
  const fields = run.error instanceof ApiError ? run.error.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run.mutate(
      { companyId, email },
      { onSuccess: (result) => result.ok && notify('Sistema de convites funcionando') },
    );
  };

  return (
    <ToolCard
      id="ferramenta-convites"
      title="Testar sistema de convites"
      about="Cria um convite em nome do proprietário da empresa, envia o e-mail e remove o convite de teste, medindo cada etapa."
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-3">
        <SearchField
          label="Buscar empresa"
          value={busca}
          onChange={setBusca}
          placeholder="Nome, e-mail ou CNPJ"
        />
        <SelectField
          label="Empresa"
          value={companyId}
          onChange={(e) => setCompanyId(e.target.value)}
          options={(choices.data?.items ?? []).map((c) => ({
            value: c.id,
            label: c.company_name,
          }))}
          placeholder="Selecione a empresa..."
          error={fields.companyId}
        />
        <Field
          label="E-mail de teste"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fields.email}
          autoComplete="off"
        />
        {run.error && !fields.companyId && !fields.email && (
          <FormAlert message={titled(run.error, 'Erro ao testar convites').message} />
        )}
        <FormActions pending={run.isPending} submit="Testar convites" pendingText="Testando..." />
      </form>
      {run.data && (
        <ol className="mt-3 space-y-1 text-sm">
          {run.data.steps.map((step) => (
            <li key={step.step} className={step.ok ? 'text-crop-700' : 'text-red-700'}>
              {step.ok ? '✓' : '✗'} {INVITE_TEST_STEPS[step.step]} — {step.ms} ms
              {step.detail && <span className="block text-ink-700">{step.detail}</span>}
            </li>
          ))}
        </ol>
      )}
    </ToolCard>
  );
}
