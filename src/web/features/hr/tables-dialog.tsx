import type { PayrollSettingsInput } from '../../../domain/hr/contracts.ts';
import type { PayrollSettingsVersion } from '../../../domain/hr/response-contracts.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import type { BoundField } from '../../components/form-field.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { ABSENCE_RULE_LABELS, ABSENCE_RULES } from '../../../domain/hr/values.ts';
import { labelledOptions } from '../../components/select-field.tsx';
import { CheckField } from './check-field.tsx';
import { useCreateTables } from './payroll-api.ts';
import { competenceLabel, currentMonth } from './payroll-months.ts';
import {
  INSS_FIELDS,
  IRRF_BRACKET_FIELDS,
  IRRF_FIELDS,
  IRRF_TOP_FIELDS,
  OTHER_FIELDS,
  tablesValues,
  type TablesField,
  type TablesValues,
} from './tables-fields.ts';

const ABSENCE_OPTIONS = labelledOptions(ABSENCE_RULES, ABSENCE_RULE_LABELS);

const tablesSchema = lazySchema(() =>
  import('../../../domain/hr/contracts.ts').then((m) => m.payrollSettingsInput),
);

/**
 * 'Nova versão' of the payroll tables, prefilled with the latest: valid from a month (a month
 * that already has a version not used by a closed run is replaced).
 */
export function TablesDialog(props: { latest: PayrollSettingsVersion; onClose: () => void }) {
  const create = useCreateTables();
  const contract = useContractForm<TablesValues, PayrollSettingsInput>(
    tablesSchema,
    tablesValues(props.latest, currentMonth()),
    sendThenClose(
      create.mutateAsync,
      (_, version) => `Tabelas válidas desde ${competenceLabel(version.valido_desde)} salvas.`,
      props.onClose,
    ),
    INVALID,
  );
  const { Field } = contract;
  return (
    <FormDialog
      title="Nova versão das tabelas"
      onClose={props.onClose}
      wide
      fullOnPhone
      contract={contract}
      submit="Salvar versão"
      intro="Valores em reais e alíquotas em percentual. As folhas a partir do mês escolhido usam esta versão; as já fechadas continuam com as tabelas com que foram calculadas."
    >
      <Field
        name="valido_desde"
        label="Válida a partir de"
        type="month"
        hint="Se já houver uma versão neste mês, ainda não usada em folha fechada, ela é substituída."
      />
      <FormSection title="INSS">
        <Fields Field={Field} fields={INSS_FIELDS} />
      </FormSection>
      <FormSection title="IRRF">
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
          <Fields Field={Field} fields={IRRF_FIELDS} />
          <Fields Field={Field} fields={IRRF_BRACKET_FIELDS} />
          <p className="hidden self-center text-sm text-ink-600 sm:block">4ª faixa: acima da 3ª</p>
          <Fields Field={Field} fields={IRRF_TOP_FIELDS} />
        </div>
        <div className="sm:col-span-2">
          <CheckField<TablesValues>
            name="irrf_reducao_lei_15270"
            label="Aplicar a redução da Lei 15.270/2025"
            hint="Rendimentos até R$ 5.000,00 não pagam IRRF; de R$ 5.000,01 a R$ 7.350,00 o imposto é reduzido."
          />
        </div>
      </FormSection>
      <FormSection title="Outros">
        <Fields Field={Field} fields={OTHER_FIELDS} />
        <Field
          as="select"
          name="faltas_regra"
          label="Desconto das faltas"
          options={ABSENCE_OPTIONS}
          hint="A regra da CLT desconta 1/30 do salário por dia e o DSR da semana da falta (Lei 605/1949 art. 6º); o holerite diz qual foi usada."
        />
      </FormSection>
    </FormDialog>
  );
}

function Fields(props: { Field: BoundField<TablesValues>; fields: TablesField[] }) {
  const { Field } = props;
  return props.fields.map((field) => (
    <Field
      key={field.name}
      name={field.name}
      label={`${field.label} (${field.unit})`}
      inputMode="decimal"
    />
  ));
}
