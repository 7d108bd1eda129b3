import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { PIX_KEY_KIND_LABELS, PIX_TYPES } from '../../../domain/br/pix.ts';
import { COMMISSION_BASE_LABELS, COMMISSION_BASES } from '../../../domain/hr/values.ts';
import { FormField } from '../../components/form-field.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { labelledOptions } from '../../components/select-field.tsx';
import { linksQuery } from './api.ts';
import type { EmployeeValues } from './employee-values.ts';
import { LinkSelect } from './link-select.tsx';

const Field = FormField<EmployeeValues>;
const Link = LinkSelect<EmployeeValues>;

const BASE_OPTIONS = labelledOptions(COMMISSION_BASES, COMMISSION_BASE_LABELS);
const PIX_OPTIONS = labelledOptions(PIX_TYPES, PIX_KEY_KIND_LABELS);
const VALUE_LABELS: Record<string, string> = {
  hectare: 'Valor por hectare (R$)',
  hora: 'Valor por hora de voo (R$)',
};

/** How the commission is counted and its value; any cargo may have one, pilots usually do. */
export function CommissionFields() {
  const form = useFormContext<EmployeeValues>();
  const [cargo, base] = useWatch<EmployeeValues, ['cargo', 'comissao_base']>({
    name: ['cargo', 'comissao_base'],
  });
  return (
    <FormSection title="Comissão">
      <Field
        as="select"
        name="comissao_base"
        label="Base da comissão"
        options={BASE_OPTIONS}
        // A value per hectare is not one per hour: a new base starts it blank (none is zero).
        onChange={(event) =>
          form.setValue('comissao_valor_cents', event.target.value === 'nenhuma' ? '0,00' : '')
        }
        hint={
          cargo === 'piloto_agricola'
            ? 'Pilotos costumam receber por hectare aplicado ou por hora de voo; a folha soma as operações concluídas no mês.'
            : undefined
        }
      />
      {base && base !== 'nenhuma' && (
        <Field
          name="comissao_valor_cents"
          label={VALUE_LABELS[base] ?? 'Valor da comissão (R$)'}
          placeholder="0,00"
          inputMode="decimal"
        />
      )}
    </FormSection>
  );
}

/** Where the salary is paid: bank account and PIX key. */
export function PaymentFields() {
  return (
    <FormSection title="Pagamento">
      <Field name="banco" label="Banco (opcional)" maxLength={80} />
      <div className="grid grid-cols-2 gap-4">
        <Field name="agencia" label="Agência" maxLength={20} />
        <Field name="conta" label="Conta" maxLength={30} />
      </div>
      <Field
        as="select"
        name="pix_tipo"
        label="Tipo de chave PIX"
        options={PIX_OPTIONS}
        placeholder="Sem PIX"
      />
      <Field name="pix_chave" label="Chave PIX" maxLength={77} />
    </FormSection>
  );
}

/** The pilot or technician register and the user this employee is; taken ones cannot be chosen. */
export function LinkFields(props: { current?: { pilot_id: string; technician_id: string } }) {
  const links = useQuery(linksQuery);
  const own = props.current;
  // A select takes the stored choice when it is drawn, so it waits for its options.
  if (!links.data)
    return (
      <FormSection title="Vínculos">
        <Loaded query={links} error="Não foi possível carregar os vínculos.">
          {() => null}
        </Loaded>
      </FormSection>
    );
  const options = (rows: { id: string; nome: string; vinculado: boolean }[], mine?: string) =>
    rows.map((row) => ({
      value: row.id,
      label: row.nome,
      taken: row.vinculado && row.id !== mine,
    }));
  return (
    <FormSection title="Vínculos">
      <p className="text-sm text-ink-700 sm:col-span-2">
        Ligue o funcionário ao cadastro de piloto ou técnico (para a comissão e os documentos) e ao
        seu usuário no sistema.
      </p>
      <Link
        name="pilot_id"
        label="Cadastro de piloto"
        placeholder="Nenhum"
        options={options(links.data.pilotos, own?.pilot_id)}
      />
      <Link
        name="technician_id"
        label="Cadastro de técnico"
        placeholder="Nenhum"
        options={options(links.data.tecnicos, own?.technician_id)}
      />
      <Link
        name="user_id"
        label="Usuário do sistema"
        placeholder="Nenhum"
        options={links.data.usuarios.map((u) => ({
          value: u.id,
          label: u.nome ? `${u.nome} (${u.email})` : u.email,
        }))}
      />
    </FormSection>
  );
}
