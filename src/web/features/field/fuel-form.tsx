import type { OperationDetail } from '../../../domain/operations/contracts.ts';
import type { FuelExitInput } from '../../../domain/stock/contracts.ts';
import { FUEL_LABELS, FUELS } from '../../../domain/stock/values.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { labelledOptions } from '../../components/select-field.tsx';
import { api } from '../../lib/api.ts';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { isQueued, KEPT_IN_PHONE } from '../../lib/field/queued-answer.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';

const fuelExitSchema = lazySchema(() =>
  import('../../../domain/stock/contracts.ts').then((m) => m.fuelExitInput),
);

type FuelValues = { operation_id: string; combustivel: string; litros: string };
const EMPTY: FuelValues = { operation_id: '', combustivel: '', litros: '' };

/**
 * The fuel a flight taken to the field took, checked by the stock's own contract: sent at once
 * with a connection, kept in the queue without one (lib/field/offline-api.ts).
 */
export function FuelForm({ operations }: { operations: OperationDetail[] }) {
  const contract = useContractForm<FuelValues, FuelExitInput>(
    fuelExitSchema,
    EMPTY,
    async (body, form) => {
      const answer = await api('/api/stock/combustivel/saidas', { body });
      form.reset(EMPTY);
      if (isQueued(answer)) return KEPT_IN_PHONE.combustivel;
      return `Combustível da operação registrado: ${FUEL_LABELS[body.combustivel]}.`;
    },
    INVALID,
  );
  const { Field, form, submit, status } = contract;
  const options = operations.map((detail) => ({
    value: detail.operation.id,
    label: `${detail.operation.numero} · ${detail.report.contratante?.nome ?? ''}`,
  }));
  return (
    <CardSection title="Combustível do voo" className="mt-6">
      <BoundForm
        form={form}
        onSubmit={submit}
        status={status}
        className="mt-3 grid gap-3 sm:grid-cols-3"
      >
        <Field
          as="select"
          name="operation_id"
          label="Operação"
          options={options}
          placeholder="Escolha a operação..."
        />
        <Field
          as="select"
          name="combustivel"
          label="Combustível"
          options={labelledOptions(FUELS, FUEL_LABELS)}
        />
        <Field
          name="litros"
          label="Litros"
          inputMode="decimal"
          hint="Em branco: consumo por hora da aeronave × horas de voo."
        />
        <div className="sm:col-span-3">
          <button
            type="submit"
            disabled={form.formState.isSubmitting}
            className={`${buttonClasses('brand')} disabled:opacity-60`}
          >
            Registrar combustível
          </button>
        </div>
      </BoundForm>
    </CardSection>
  );
}
