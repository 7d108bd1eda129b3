import { Link } from 'react-router';
import type { FiscalSettings } from '../../../domain/companies/fiscal-contracts.ts';
import {
  NFSE_ENVIRONMENT_LABELS,
  NFSE_ENVIRONMENTS,
} from '../../../domain/companies/fiscal-values.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { paths } from '../../paths.ts';
import { useSaveFiscal } from './api.ts';

const fiscalSchema = lazySchema(() =>
  import('../../../domain/companies/fiscal-contracts.ts').then((m) => m.fiscalSettingsInput),
);

const ENVIRONMENT_OPTIONS = NFSE_ENVIRONMENTS.map((value) => ({
  value,
  label: NFSE_ENVIRONMENT_LABELS[value],
}));
const WITHHELD_OPTIONS = [
  { value: 'false', label: 'Não' },
  { value: 'true', label: 'Sim' },
];

/**
 * Perfil → Dados fiscais (issue 44 item 2): what the NFS-e of the Padrão Nacional needs of the
 * company. The regime and the ISS rate are the tax setting the DRE reads, edited in
 * Contabilidade; this form says so rather than keeping a second copy.
 */
export function FiscalForm({ settings }: { settings: FiscalSettings }) {
  const save = useSaveFiscal();
  const { form, submit, status, Field } = useContractForm(
    fiscalSchema,
    {
      inscricao_municipal: settings.inscricao_municipal ?? '',
      municipio_ibge: settings.municipio_ibge ?? '',
      iss_retido: String(settings.iss_retido),
      codigo_tributacao_nacional: settings.codigo_tributacao_nacional,
      nbs: settings.nbs ?? '',
      ambiente: settings.ambiente,
    },
    async (values) => {
      await save.mutateAsync(values);
      return 'Dados fiscais salvos.';
    },
  );
  return (
    <BoundForm form={form} onSubmit={submit} status={status} className="mt-4 space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="inscricao_municipal" label="Inscrição municipal" autoComplete="off" />
        <Field
          name="municipio_ibge"
          label="Código IBGE do município *"
          inputMode="numeric"
          autoComplete="off"
          hint="7 dígitos. Ex.: 5107925 (Sorriso/MT)"
        />
        <Field
          name="codigo_tributacao_nacional"
          label="Código de tributação nacional *"
          inputMode="numeric"
          autoComplete="off"
          hint="07.13.01: pulverização (LC 116/2003, item 7.13)"
        />
        <Field
          name="nbs"
          label="Código NBS"
          inputMode="numeric"
          autoComplete="off"
          hint="9 dígitos, da tabela de correlação do item 7.13 com a NBS"
        />
        <Field
          name="iss_retido"
          as="select"
          label="ISS retido pelo tomador"
          options={WITHHELD_OPTIONS}
        />
        <Field
          name="ambiente"
          as="select"
          label="Ambiente da NFS-e"
          options={ENVIRONMENT_OPTIONS}
          hint="Em homologação, as notas são de teste, sem valor fiscal."
        />
      </div>
      <p className="text-sm text-ink-600">
        Confirme os códigos com o seu contador. O regime tributário (Simples Nacional e anexo, ou
        Lucro Presumido) e a alíquota do ISS são os da{' '}
        <Link
          to={`${paths.accounting}?aba=configuracoes`}
          className="font-medium text-brand-700 underline"
        >
          Contabilidade
        </Link>
        , os mesmos que a DRE usa.
      </p>
      <FormActions
        pending={form.formState.isSubmitting}
        submit="Salvar dados fiscais"
        className="flex"
      />
    </BoundForm>
  );
}
