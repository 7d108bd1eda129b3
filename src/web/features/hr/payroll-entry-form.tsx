import type { PayrollItemInput } from '../../../domain/hr/contracts.ts';
import type { PayrollItem, PayrollRunView } from '../../../domain/hr/response-contracts.ts';
import type { PayrollRunKind } from '../../../domain/hr/values.ts';
import { formatDecimal } from '../../../domain/format.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { notify } from '../../lib/notify.ts';
import { decimalText } from '../../lib/numbers.ts';
import { CheckField } from './check-field.tsx';
import { useUpdateItem } from './payroll-api.ts';
import { moneyText } from '../../lib/numbers.ts';
import { counted } from '../../../domain/plural.ts';

/**
 * What is typed for one employee's month, as text (whether the night hours are clock hours, a
 * check box); each kind of run asks for its own fields.
 */
type EntryValues = Partial<
  Record<Exclude<keyof PayrollItemInput, 'noturnas_relogio'>, string> & {
    noturnas_relogio: boolean;
  }
>;

const entrySchema = lazySchema(() =>
  import('../../../domain/hr/contracts.ts').then((m) => m.payrollItemInput),
);

/** The fields each kind of run asks for, prefilled with what the item holds. */
function entryValues(kind: PayrollRunKind, entry: PayrollItem['entrada']): EntryValues {
  if (kind === 'ferias') return { dias: decimalText(entry.dias) };
  if (kind !== 'mensal') return { media_variaveis_cents: moneyText(entry.media_variaveis_cents) };
  return {
    horas_extras_50: decimalText(entry.horas_extras_50),
    horas_extras_100: decimalText(entry.horas_extras_100),
    horas_noturnas: decimalText(entry.horas_noturnas),
    noturnas_relogio: entry.noturnas_relogio ?? false,
    dias_faltas: decimalText(entry.dias_faltas),
    semanas_faltas: entry.semanas_faltas == null ? '' : String(entry.semanas_faltas),
    comissoes_cents: moneyText(entry.comissoes_cents),
    outros_descontos_cents: moneyText(entry.outros_descontos_cents),
  };
}

/** Where the prefilled commission came from: '3 operações, 420,00 ha'. */
function commissionHint(source: PayrollItem['entrada']['comissao_origem']) {
  if (!source || source.base === 'nenhuma') return undefined;
  const operations = counted(source.operacoes, 'operação', 'operações');
  const measure =
    source.base === 'hectare'
      ? `${formatDecimal(source.hectares)} ha`
      : `${formatDecimal(source.horas_voo)} h de voo`;
  return `Calculada de ${operations}, ${measure} no mês.`;
}

/** A draft's month for one employee, saved and computed again on 'Salvar e recalcular'. */
export function PayrollEntryForm(props: { run: PayrollRunView; item: PayrollItem }) {
  const { run, item } = props;
  const update = useUpdateItem(run.id, item.id);
  const contract = useContractForm<EntryValues, PayrollItemInput>(
    entrySchema,
    entryValues(run.tipo, item.entrada),
    async (body) => {
      await update.mutateAsync(body);
      notify(`Folha de ${item.funcionario} recalculada.`);
    },
    INVALID,
  );
  const { Field, form } = contract;
  const hours = (name: keyof PayrollItemInput, label: string) => (
    <Field name={name} label={label} inputMode="decimal" />
  );
  return (
    <BoundForm form={form} onSubmit={contract.submit} status={contract.status}>
      <fieldset className="rounded-xl border border-brand-100 p-4">
        <legend className="px-1 text-sm font-bold text-brand-700">
          Lançamentos do mês de {item.funcionario}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {run.tipo === 'mensal' && (
            <>
              {hours('horas_extras_50', 'Horas extras 50%')}
              {hours('horas_extras_100', 'Horas extras 100%')}
              {hours('horas_noturnas', 'Horas noturnas')}
              <CheckField<EntryValues>
                beside
                name="noturnas_relogio"
                label="Horas noturnas em horas de relógio"
                hint={'Cada hora de relógio vale 8/7 da hora noturna de 52\'30" (CLT art. 73 §1º).'}
              />
              <Field name="dias_faltas" label="Dias de falta" inputMode="numeric" />
              <Field
                name="semanas_faltas"
                label="Semanas com falta"
                inputMode="numeric"
                hint="Na regra da CLT (1/30 + DSR), cada semana com falta perde o DSR. Em branco: o mínimo de semanas em que as faltas cabem."
              />
              <Field
                name="comissoes_cents"
                label="Comissões (R$)"
                inputMode="decimal"
                hint={commissionHint(item.entrada.comissao_origem)}
              />
              <Field
                name="outros_descontos_cents"
                label="Outros descontos (R$)"
                inputMode="decimal"
              />
            </>
          )}
          {(run.tipo === 'decimo_terceiro_1' || run.tipo === 'decimo_terceiro_2') && (
            <Field
              name="media_variaveis_cents"
              label="Média das variáveis (R$)"
              inputMode="decimal"
              hint={
                item.entrada.meses === null ? undefined : `${item.entrada.meses}/12 avos no ano.`
              }
            />
          )}
          {run.tipo === 'ferias' && (
            <Field name="dias" label="Dias de férias" inputMode="numeric" hint="De 1 a 30." />
          )}
        </div>
        <FormActions
          pending={form.formState.isSubmitting}
          submit="Salvar e recalcular"
          pendingText="Recalculando..."
          className="mt-4 flex justify-end"
        />
      </fieldset>
    </BoundForm>
  );
}
