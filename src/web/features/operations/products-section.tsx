import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { formatDecimal } from '../../../domain/format.ts';
import { totalQuantity } from '../../../domain/operations/quantities.ts';
import { VOLUME_UNITS } from '../../../domain/operations/values.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { plainOptions } from '../../components/select-field.tsx';
import { FormField } from '../../components/form-field.tsx';
import { parseDecimal } from '../../../domain/decimal.ts';
import { FormSection as Section } from '../../components/form-section.tsx';
import { LineFieldCells, type LineFieldCell } from '../../components/line-field-cells.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { emptyLine, type OperationFormReturn, type OperationFormValues } from './form-values.ts';

/** A product line's fields, each a cell of the line's grid. */
const productCells = (index: number): LineFieldCell<OperationFormValues>[] => [
  {
    field: {
      name: `products.${index}.product_id`,
      as: 'register',
      kind: 'products',
      label: `Produto ${index + 1}`,
    },
  },
  { field: { name: `products.${index}.dose_por_ha`, label: 'Dose por ha', inputMode: 'decimal' } },
  { field: { name: `products.${index}.receituario_numero`, label: 'Receituário nº' } },
  {
    field: {
      name: `products.${index}.receituario_data`,
      label: 'Data do receituário',
      type: 'date',
    },
  },
];

/**
 * 'Produtos e calda': a line per product with its total (area × dose), the calda, adjuvant. The
 * area and the lines as typed come in `area` and `lines`, watched by the form's own code from its
 * first render (operation-sections.tsx): this part loads apart and misses nothing typed before.
 */
export function ProductsSection(props: {
  form: OperationFormReturn;
  disabled: boolean;
  area: string | undefined;
  lines: OperationFormValues['products'] | undefined;
}) {
  const { form, disabled } = props;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'products' });
  const area = parseDecimal(props.area);
  const lines = props.lines ?? [];
  // Watched here: the form is not drawn again when its state changes (operation-form.tsx). What
  // the contract says of the lines as a whole is their array's `root`; the server's, set on
  // `products`, is the array's own message.
  const errors = useFormState({ control: form.control, name: 'products' }).errors.products;
  const message = errors?.root?.message ?? errors?.message;
  return (
    <Section title="Produtos e calda">
      <div className="space-y-4 sm:col-span-2">
        {fields.length === 0 && (
          <p className="text-sm text-ink-600">Nenhum produto nesta operação ainda.</p>
        )}
        {fields.map((line, index) => {
          const dose = parseDecimal(lines[index]?.dose_por_ha);
          const total =
            area && dose && !Number.isNaN(area) && !Number.isNaN(dose)
              ? totalQuantity(area, dose)
              : null;
          return (
            <div
              key={line.id}
              className="grid gap-3 rounded-xl border border-brand-100 p-4 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end"
            >
              <LineFieldCells form={form} cells={productCells(index)} disabled={disabled} />
              {!disabled && (
                <button
                  type="button"
                  onClick={() => remove(index)}
                  className={`${buttonClasses('ghost')} text-red-700`}
                  aria-label={`Remover produto ${index + 1}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              )}
              <p className="text-sm text-ink-700 sm:col-span-5" aria-live="polite">
                Quantidade total: <strong>{total === null ? '—' : formatDecimal(total, 3)}</strong>{' '}
                (área × dose)
              </p>
            </div>
          );
        })}
        {message && (
          <p role="alert" className="text-sm text-red-700">
            {message}
          </p>
        )}
        {!disabled && (
          <ActionButton icon={Plus} variant="outline" onClick={() => append(emptyLine())}>
            Adicionar produto
          </ActionButton>
        )}
      </div>
      <FormField
        form={form}
        name="volume_calda"
        label="Volume de calda"
        inputMode="decimal"
        disabled={disabled}
      />
      <FormField
        form={form}
        name="unidade_volume"
        label="Unidade do volume"
        as="select"
        options={plainOptions(VOLUME_UNITS)}
        disabled={disabled}
      />
      <FormField
        form={form}
        name="adjuvante_tipo"
        label="Adjuvante"
        hint="Ex.: óleo mineral"
        disabled={disabled}
      />
      <FormField
        form={form}
        name="adjuvante_quantidade"
        label="Quantidade de adjuvante"
        hint="Ex.: 0,5 L/ha"
        disabled={disabled}
      />
    </Section>
  );
}
