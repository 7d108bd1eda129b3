import { useQuery } from '@tanstack/react-query';
import type { TitleSide } from '../../../domain/accounting/values.ts';
import { FormField } from '../../components/form-field.tsx';
import { categoriesQuery } from './api.ts';
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
