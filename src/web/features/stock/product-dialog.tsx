import type { z } from 'zod';
import type { registerInputs } from '../../../domain/registers/contracts.ts';
import { PRODUCT_UNITS } from '../../../domain/registers/values.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { plainOptions } from '../../components/select-field.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { notify } from '../../lib/notify.ts';
import { useCreateProduct } from './api.ts';
import { PRODUCT_CLASS_OPTIONS } from './options.ts';

type ProductInput = z.output<(typeof registerInputs)['products']>;
type ProductValues = {
  nome_comercial: string;
  classe: string;
  unidade: string;
  registro_mapa: string;
  fabricante: string;
};

const productSchema = lazySchema(() =>
  import('../../../domain/registers/contracts.ts').then((m) => m.registerInputs.products),
);

/** A product's name as an NF-e line starts it: 'GLIFOSATO NORTOX 480 SL 20L' → 'Glifosato Nortox 480 Sl 20l'. */
const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/**
 * 'Cadastrar produto' from an NF-e line no product matched, without leaving the entry: the
 * register's essentials (the rest is filled in Cadastros later); `onCreated` gets its id.
 */
export function ProductDialog(props: {
  descricao: string;
  unidade: string;
  onCreated: (id: string) => void;
  onClose: () => void;
}) {
  const create = useCreateProduct();
  const contract = useContractForm<ProductValues, ProductInput>(
    productSchema,
    {
      nome_comercial: titleCase(props.descricao).slice(0, 120),
      classe: '',
      unidade: props.unidade === 'kg' || props.unidade === 'g' ? 'kg' : 'L',
      registro_mapa: '',
      fabricante: '',
    },
    async (body) => {
      const saved = await create.mutateAsync(body);
      notify(`Produto ${body.nome_comercial} cadastrado.`);
      props.onCreated(saved.id);
    },
    INVALID,
  );
  const { Field } = contract;
  return (
    <FormDialog
      title="Cadastrar produto"
      onClose={props.onClose}
      intro={`Da NF-e: ${props.descricao}. Os demais dados ficam em Cadastros.`}
      contract={contract}
      submit="Cadastrar e usar na linha"
      pendingText="Cadastrando..."
    >
      <Field name="nome_comercial" label="Nome comercial" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          as="select"
          name="classe"
          label="Classe"
          options={PRODUCT_CLASS_OPTIONS}
          placeholder="Escolha a classe..."
        />
        <Field
          as="select"
          name="unidade"
          label="Unidade de estoque"
          options={plainOptions(PRODUCT_UNITS)}
        />
        <Field name="registro_mapa" label="Registro MAPA" hint="Opcional." />
        <Field name="fabricante" label="Fabricante" hint="Opcional." />
      </div>
    </FormDialog>
  );
}
