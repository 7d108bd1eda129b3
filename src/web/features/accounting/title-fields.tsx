import { useQuery } from '@tanstack/react-query';
import type { TitleSide } from '../../../domain/accounting/values.ts';
import { FormField } from '../../components/form-field.tsx';
import { categoriesQuery, optionsQuery } from './api.ts';
import { categoryKind } from './categories.ts';

/** The fields a title has whether new or edited. */
export type TitleFieldValues = {
  descricao: string;
  category_id: string;
  /** Typed only when the title names no client or supplier of the registers. */
  contraparte?: string;
  aircraft_id: string;
  documento: string;
  observacoes: string;
};

const Field = FormField<TitleFieldValues>;
const PartyFormField = FormField<{ client_id: string; supplier_id: string }>;

/** Descrição, categoria (of the side's kind) and, unless `only`, the rest of a title's fields. */
export function DescriptionFields(props: { lado: TitleSide; categoryId?: string }) {
  const categories = useQuery(categoriesQuery);
  const kind = categoryKind(props.lado);
  // An archived category is offered only to the title already filed under it.
  const options = (categories.data ?? [])
    .filter((c) => c.tipo === kind && (!c.arquivada || c.id === props.categoryId))
    .map((c) => ({ value: c.id, label: c.nome }));
  return (
    <>
      <div className="sm:col-span-2">
        <Field name="descricao" label="Descrição" maxLength={200} />
      </div>
      {categories.isPending ? (
        <Field as="select" name="category_id" label="Categoria" options={[]} disabled />
      ) : (
        <Field as="select" name="category_id" label="Categoria" options={options} />
      )}
    </>
  );
}

/**
 * Who a new title is with: a client of the registers for a receivable, a supplier of the stock's
 * notes for a payable (either may be left out, and named in 'contraparte' instead).
 */
export function PartyField({ lado }: { lado: TitleSide }) {
  const options = useQuery(optionsQuery);
  return lado === 'receber' ? (
    <PartyFormField
      as="register"
      kind="clients"
      name="client_id"
      label="Cliente"
      placeholder="Sem cliente cadastrado"
    />
  ) : (
    <PartyFormField
      as="select"
      name="supplier_id"
      label="Fornecedor"
      placeholder="Não está na lista"
      options={(options.data?.fornecedores ?? []).map((f) => ({ value: f.id, label: f.nome }))}
    />
  );
}

/** Aeronave (its cost counts for it), documento and observações. */
export function DetailFields() {
  return (
    <>
      <Field
        as="register"
        kind="aircraft"
        name="aircraft_id"
        label="Aeronave (opcional)"
        placeholder="Nenhuma"
      />
      <Field name="documento" label="Documento (opcional)" hint="Nº da nota, boleto ou contrato." />
      <div className="sm:col-span-2">
        <Field as="textarea" name="observacoes" label="Observações" rows={2} />
      </div>
    </>
  );
}
