import type { Me } from '../../../domain/auth/contracts.ts';
import { formatCnpj } from '../../../domain/br/documents.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { plainOptions } from '../../components/select-field.tsx';
import { UFS } from '../../../domain/registers/values.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { cnpjInput } from '../../lib/document-input.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useUpdateCompany } from './api.ts';

const updateCompanySchema = lazySchema(() =>
  import('../../../domain/companies/profile-contracts.ts').then((m) => m.updateCompanyInput),
);

type Company = NonNullable<Me['membership']>['company'];

/** Company data: owners edit it ('Apenas proprietários…' on the server); others read it. */
export function CompanyForm({ company, editable }: { company: Company; editable: boolean }) {
  const update = useUpdateCompany();
  const { form, submit, status, Field } = useContractForm(
    updateCompanySchema,
    {
      company_name: company.company_name,
      cnpj: company.cnpj ? formatCnpj(company.cnpj) : '',
      contact_email: company.contact_email ?? '',
      registro_mapa: company.registro_mapa ?? '',
      registro_mapa_arp: company.registro_mapa_arp ?? '',
      endereco: company.endereco ?? '',
      municipio: company.municipio ?? '',
      uf: company.uf ?? '',
    },
    async (values) => {
      await update.mutateAsync(values);
      return 'Os dados da empresa foram atualizados com sucesso!';
    },
  );
  return (
    <BoundForm form={form} onSubmit={submit} status={status} className="mt-4 space-y-3">
      <fieldset disabled={!editable} className="space-y-3">
        <Field name="company_name" label="Nome da empresa" />
        <Field
          name="cnpj"
          label="CNPJ"
          {...cnpjInput}
          hint="Numérico ou alfanumérico. Ex.: 12.ABC.345/01DE-35"
        />
        <Field name="contact_email" label="E-mail de contato" type="email" />
        <Field
          name="registro_mapa"
          label="Registro no MAPA"
          placeholder="Número de registro da empresa de aviação agrícola"
          hint="Aparece no relatório operacional e no relatório mensal do MAPA."
        />
        <Field
          name="registro_mapa_arp"
          label="Registro no MAPA como operadora de drones (ARP)"
          hint="Portaria MAPA nº 298/2021: aparece no relatório das aplicações por drone."
        />
        <Field name="endereco" label="Endereço" />
        <div className="grid grid-cols-[1fr_6rem] gap-3">
          <Field name="municipio" label="Município" />
          <Field name="uf" as="select" label="UF" options={plainOptions(UFS)} placeholder="—" />
        </div>
      </fieldset>
      {editable ? (
        <FormActions
          pending={form.formState.isSubmitting}
          submit="Salvar dados da empresa"
          className="flex"
        />
      ) : (
        <p className="text-sm text-ink-600">
          Apenas proprietários podem atualizar dados da empresa.
        </p>
      )}
    </BoundForm>
  );
}
