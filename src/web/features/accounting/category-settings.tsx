import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { CategoryInput } from '../../../domain/accounting/contracts.ts';
import {
  DRE_CATEGORY_LINE_LABELS,
  DRE_CATEGORY_LINES,
} from '../../../domain/accounting/dre-lines.ts';
import type { FinanceCategory } from '../../../domain/accounting/response-contracts.ts';
import type { CategoryKind } from '../../../domain/accounting/values.ts';
import { ActionError } from '../../components/action-error.tsx';
import { BoundForm } from '../../components/bound-form.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { Tag } from '../../components/tag.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { categoriesQuery, useCreateCategory, useUpdateCategory } from './api.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { ArchiveButton } from './archive-button.tsx';

const KINDS: { kind: CategoryKind; label: string }[] = [
  { kind: 'receita', label: 'Receitas' },
  { kind: 'despesa', label: 'Despesas' },
];
const KIND_OPTIONS = KINDS.map((k) => ({ value: k.kind, label: k.label.slice(0, -1) }));

const categorySchema = lazySchema(() =>
  import('../../../domain/accounting/contracts.ts').then((m) => m.categoryInput),
);
const renameSchema = lazySchema(() =>
  import('../../../domain/accounting/contracts.ts').then((m) => m.categoryUpdate),
);

/** The categories by kind: add, rename, archive (a category the system files under stays). */
export function CategorySettings() {
  const categories = useQuery(categoriesQuery);
  const [renaming, setRenaming] = useState<FinanceCategory | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  return (
    <CardSection title="Categorias">
      <Loaded query={categories} error="Não foi possível carregar as categorias.">
        {(list) => (
          <div className="mt-3 space-y-4">
            {KINDS.map(({ kind, label }) => (
              <div key={kind}>
                <h3 className="text-sm font-semibold text-ink-600 uppercase">{label}</h3>
                <ul className="mt-1 divide-y divide-brand-100">
                  {list
                    .filter((c) => c.tipo === kind)
                    .map((c) => (
                      <CategoryRow
                        key={c.id}
                        category={c}
                        onRename={setRenaming}
                        onError={setFailed}
                      />
                    ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </Loaded>
      <ActionError error={failed} />
      <NewCategoryForm />
      {renaming && <RenameDialog category={renaming} onClose={() => setRenaming(null)} />}
    </CardSection>
  );
}

function CategoryRow(props: {
  category: FinanceCategory;
  onRename: (category: FinanceCategory) => void;
  onError: (error: unknown) => void;
}) {
  const { category } = props;
  const update = useUpdateCategory(category.id);
  return (
    <li className="flex items-center justify-between gap-2 py-1.5">
      <span className={category.arquivada ? 'text-ink-600' : 'text-ink-900'}>
        {category.nome} {category.arquivada && <Tag tone="muted">Arquivada</Tag>}
        <span className="block text-xs text-ink-600">
          DRE: {DRE_CATEGORY_LINE_LABELS[category.linha_dre]}
        </span>
      </span>
      <span className="flex">
        <IconButton
          icon={Pencil}
          label={`Editar ${category.nome}`}
          title="Editar"
          onClick={() => props.onRename(category)}
        />
        {/* The categories the system files titles under cannot be archived. */}
        {!category.chave && (
          <ArchiveButton
            name={`Categoria ${category.nome}`}
            arquivada={category.arquivada}
            change={update.mutateAsync}
            onError={props.onError}
          />
        )}
      </span>
    </li>
  );
}

function NewCategoryForm() {
  const create = useCreateCategory();
  const contract = useContractForm<CategoryInput, CategoryInput>(
    categorySchema,
    { nome: '', tipo: 'despesa' },
    async (body, form) => {
      await create.mutateAsync(body);
      form.reset({ nome: '', tipo: body.tipo });
      return `Categoria ${body.nome} criada.`;
    },
  );
  const { form, Field } = contract;
  return (
    <BoundForm
      form={form}
      onSubmit={contract.submit}
      status={contract.status}
      className="mt-4 grid gap-3 border-t border-brand-100 pt-4 sm:grid-cols-[1fr_9rem_auto] sm:items-end"
    >
      <Field name="nome" label="Nova categoria" maxLength={80} />
      <Field as="select" name="tipo" label="Tipo" options={KIND_OPTIONS} />
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className={buttonClasses('outline')}
      >
        <Plus className="h-4 w-4" aria-hidden="true" /> Adicionar
      </button>
    </BoundForm>
  );
}

/** Renaming a category and choosing the DRE line it is filed under. */
function RenameDialog(props: { category: FinanceCategory; onClose: () => void }) {
  const update = useUpdateCategory(props.category.id);
  const contract = useContractForm<{ nome: string; linha_dre: string }, object>(
    renameSchema,
    { nome: props.category.nome, linha_dre: props.category.linha_dre },
    sendThenClose(update.mutateAsync, 'Categoria salva.', props.onClose),
  );
  return (
    <FormDialog
      title="Editar categoria"
      onClose={props.onClose}
      contract={contract}
      submit="Salvar"
    >
      <contract.Field name="nome" label="Nome" maxLength={80} />
      <contract.Field
        as="select"
        name="linha_dre"
        label="Linha da DRE"
        options={DRE_CATEGORY_LINES.map((line) => ({
          value: line,
          label: DRE_CATEGORY_LINE_LABELS[line],
        }))}
      />
    </FormDialog>
  );
}
