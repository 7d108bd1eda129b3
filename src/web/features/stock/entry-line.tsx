import { useQuery } from '@tanstack/react-query';
import { PackagePlus, Trash2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import type { EntryInput } from '../../../domain/stock/contracts.ts';
import { QUANTITY_UNITS } from '../../../domain/stock/values.ts';
import { FormField, type BoundField } from '../../components/form-field.tsx';
import { plainOptions } from '../../components/select-field.tsx';
import { registerOptionsQuery } from '../../lib/register-options.ts';
import { FUEL_PREFIX, lineValueHint, type EntryValues } from './entry-values.ts';
import { FUEL_OPTIONS, PACKAGE_TYPE_OPTIONS } from './options.ts';
import { Tag } from '../../components/tag.tsx';

/** How an imported line found its product: by the supplier's code, by name, by hand, or not. */
function matchOf(correspondencia: string, chosen: boolean): [string, 'ok' | 'info' | 'danger'] {
  if (correspondencia === 'codigo') return ['Encontrado pelo código do fornecedor', 'ok'];
  if (correspondencia === 'nome') return ['Encontrado pelo nome', 'ok'];
  if (chosen) return ['Escolhido', 'info'];
  return ['Sem correspondência: escolha o produto', 'danger'];
}

/** One line of the NF: product or fuel, lot, quantity, unit cost, dates, packages. */
export function EntryLine(props: {
  form: UseFormReturn<EntryValues, unknown, EntryInput>;
  index: number;
  onRemove?: () => void;
  /** Opens 'Cadastrar produto' for this line (an imported line no product matched). */
  onRegister?: () => void;
}) {
  const { form, index } = props;
  const Field = FormField as BoundField<EntryValues>;
  const products = useQuery(registerOptionsQuery('products'));
  const name = <K extends string>(key: K) => `linhas.${index}.${key}` as const;
  const nfe = form.watch(`linhas.${index}.nfe`);
  const valor = form.watch(`linhas.${index}.valor_cents`);
  const packageType = form.watch(`linhas.${index}.embalagem.tipo`);
  /** The line's package as a whole (the server asks an agrotóxico's, the contract a fuel's). */
  const packageError = form.formState.errors.linhas?.[index]?.embalagem?.message;
  const item = form.watch(`linhas.${index}.product_id`);
  const fuel = item.startsWith(FUEL_PREFIX);
  const options = [
    ...(products.data ?? []).map((p) => ({ value: p.id, label: p.label })),
    ...FUEL_OPTIONS.map((f) => ({
      value: FUEL_PREFIX + f.value,
      label: `Combustível: ${f.label}`,
    })),
  ];
  return (
    <fieldset className="rounded-2xl border border-brand-100 bg-white p-4">
      <legend className="px-1 text-sm font-bold text-ink-900">Linha {index + 1}</legend>
      {nfe && (
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-ink-700">
          <span>
            Item {nfe.item} da NF-e: <strong>{nfe.descricao}</strong> · {nfe.quantidade}
          </span>
          <MatchTag match={matchOf(nfe.correspondencia, item !== '')} />
          {nfe.embalagem_pendente && !packageType && (
            <Tag tone="danger">Agrotóxico sem embalagem padrão: informe a embalagem</Tag>
          )}
          {item === '' && props.onRegister && (
            <button
              type="button"
              onClick={props.onRegister}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              <PackagePlus className="h-4 w-4" aria-hidden="true" /> Cadastrar produto
            </button>
          )}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2">
          <Field
            as="select"
            name={name('product_id')}
            label={`Produto ou combustível da linha ${index + 1}`}
            options={options}
            placeholder={products.isPending ? 'Carregando...' : 'Escolha o produto...'}
          />
        </div>
        <Field name={name('lote')} label="Lote" hint={fuel ? 'Opcional.' : undefined} />
        <Field
          as="select"
          name={name('unidade')}
          label="Unidade"
          options={plainOptions(QUANTITY_UNITS)}
        />
        <Field name={name('quantidade')} label="Quantidade" inputMode="decimal" />
        <Field
          name={name('custo_unitario_cents')}
          label="Custo unitário (R$)"
          inputMode="decimal"
          // An imported line costs what the NF-e charged for it; its unit cost is that over
          // the quantity, shown, not typed.
          readOnly={valor !== null}
          hint={valor !== null ? lineValueHint(valor) : undefined}
        />
        <Field name={name('fabricacao')} label="Fabricação" type="date" />
        <Field name={name('validade')} label="Validade" type="date" />
        {!fuel && (
          <>
            <Field
              as="select"
              name={`linhas.${index}.embalagem.tipo`}
              label="Tipo de embalagem"
              placeholder="Padrão do produto"
              options={PACKAGE_TYPE_OPTIONS}
            />
            <Field
              name={`linhas.${index}.embalagem.capacidade`}
              label="Conteúdo por embalagem"
              hint="Na unidade da linha (ex.: 20)."
              inputMode="decimal"
            />
          </>
        )}
        {packageError && (
          <p role="alert" className="col-span-2 text-sm font-semibold text-red-700 lg:col-span-4">
            {packageError}
          </p>
        )}
      </div>
      {props.onRemove && (
        <button
          type="button"
          onClick={props.onRemove}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-red-700 hover:underline"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Remover linha {index + 1}
        </button>
      )}
    </fieldset>
  );
}

function MatchTag({ match }: { match: [string, 'ok' | 'info' | 'danger'] }) {
  return <Tag tone={match[1]}>{match[0]}</Tag>;
}
