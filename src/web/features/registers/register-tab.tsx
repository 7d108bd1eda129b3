import { useQuery } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Pencil, Plus, Trash2 } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { REGISTER_LABELS, type RegisterKind } from '../../../domain/registers/values.ts';
import { counted } from '../../../domain/plural.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { notify } from '../../lib/notify.ts';
import { prefetchOnIntent } from '../../lib/prefetch.ts';
import { useSeesMoney } from '../../lib/session.ts';
import { errorMessage } from '../../lib/api.ts';
import { registerListQuery, useRowAction, type RegisterListParams, type RowAction } from './api.ts';
import { descriptors } from './descriptors.ts';
import type { Row } from './field-spec.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { SensitivePoints } from './sensitive-points.tsx';
import type { PropertyPlace } from './sensitive-points-list.tsx';

// The form's code (react-hook-form, the boundary editor) loads when the dialog opens (fetched
// ahead when a button that opens it is reached).
const loadForm = () => import('./register-form.tsx');
const RegisterForm = lazyComponent(() => loadForm().then((m) => m.RegisterForm));
const prefetchForm = prefetchOnIntent(loadForm);

type Editing = { row?: Row } | null;
type Pending = { action: RowAction; row: Row } | null;

/** One register of /cadastros: search, active/archived, paginated list, create and edit. */
export function RegisterTab(props: { kind: RegisterKind; canChange: boolean }) {
  const { kind, canChange } = props;
  const descriptor = descriptors[kind];
  const labels = REGISTER_LABELS[kind];
  const [typed, setTyped] = useState('');
  const [params, setParams] = useState<RegisterListParams>({
    busca: '',
    pagina: 1,
    situacao: 'ativos',
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useQuery(registerListQuery(kind, params));

  // Search as the person types, once they pause.
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setParams((p) => (p.busca === typed.trim() ? p : { ...p, busca: typed.trim(), pagina: 1 })),
      300,
    );
    return () => clearTimeout(timer);
  }, [typed]);

  const rowAction = useRowAction(kind);
  const act = (pending: NonNullable<Pending>) =>
    rowAction.mutate(pending, {
      onSuccess: (action) => {
        setFailure(null);
        notify(
          {
            archive: 'Cadastro arquivado.',
            restore: 'Cadastro reativado.',
            delete: 'Cadastro excluído.',
          }[action],
        );
      },
      onError: (error) => setFailure(errorMessage(error, 'Não foi possível concluir a ação.')),
      onSettled: () => setPending(null),
    });

  const archived = params.situacao === 'arquivados';
  const money = useSeesMoney(); // a pilot's answers have no amounts (decision 034)
  const [first, ...rest] = descriptor.columns.filter((column) => money || !column.money);
  /** Opens the form of a new row (its code fetched ahead on intent). */
  const newRow = (
    <ActionButton icon={Plus} variant="brand" onClick={() => setEditing({})} {...prefetchForm}>
      {descriptor.newLabel}
    </ActionButton>
  );

  return (
    <section aria-label={labels.plural}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          label={`Buscar ${labels.plural.toLowerCase()}`}
          value={typed}
          onChange={setTyped}
          placeholder={`Buscar ${labels.plural.toLowerCase()}...`}
          className="flex-1 sm:max-w-sm"
        />
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-2 text-sm text-ink-700">
            <input
              type="checkbox"
              checked={archived}
              onChange={(event) =>
                setParams((p) => ({
                  ...p,
                  situacao: event.target.checked ? 'arquivados' : 'ativos',
                  pagina: 1,
                }))
              }
              className="h-4 w-4 accent-brand-700"
            />
            Ver arquivados
          </label>
          {canChange && newRow}
        </div>
      </div>

      {failure && (
        <div className="mt-4">
          <FormAlert message={failure} />
        </div>
      )}

      <PagedList
        query={list}
        error={`Não foi possível carregar ${labels.plural.toLowerCase()}. Verifique sua conexão e tente novamente.`}
        page={params.pagina}
        onPage={(pagina) => setParams((p) => ({ ...p, pagina }))}
        empty={
          <EmptyState action={canChange && !params.busca && !archived && newRow}>
            {params.busca
              ? `Nenhum resultado para “${params.busca}”.`
              : archived
                ? 'Nenhum cadastro arquivado.'
                : descriptor.empty}
          </EmptyState>
        }
      >
        {(page) => (
          <>
            <p className="mt-4 text-sm text-ink-600" aria-live="polite">
              {counted(page.total, 'cadastro', 'cadastros')}
            </p>
            <ul className="mt-2 divide-y divide-brand-50 rounded-2xl border border-brand-100 bg-white">
              {page.items.map((row) => (
                <li
                  key={row.id}
                  className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold [overflow-wrap:anywhere] text-ink-900">
                      {first!.value(row)}
                    </p>
                    <p className="mt-0.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">
                      {rest.map((column) => (
                        <span
                          key={column.label}
                          className={column.secondary ? 'hidden sm:inline' : undefined}
                        >
                          <span className="sr-only">{column.label}: </span>
                          {column.value(row)}
                        </span>
                      ))}
                    </p>
                    {kind === 'properties' && (
                      <SensitivePoints
                        propertyId={row.id}
                        canChange={canChange}
                        place={row as unknown as PropertyPlace}
                      />
                    )}
                  </div>
                  {canChange && (
                    <div className="flex shrink-0 gap-1">
                      <ActionButton
                        icon={Pencil}
                        variant="ghost"
                        onClick={() => setEditing({ row })}
                        {...prefetchForm}
                        aria-label={`Editar ${first!.value(row)}`}
                      >
                        Editar
                      </ActionButton>
                      <button
                        type="button"
                        onClick={() =>
                          archived
                            ? act({ action: 'restore', row })
                            : setPending({ action: 'archive', row })
                        }
                        className={buttonClasses('ghost')}
                        aria-label={`${archived ? 'Reativar' : 'Arquivar'} ${first!.value(row)}`}
                      >
                        {archived ? (
                          <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
                        ) : (
                          <Archive className="h-4 w-4" aria-hidden="true" />
                        )}
                        <span className="hidden sm:inline">
                          {archived ? 'Reativar' : 'Arquivar'}
                        </span>
                      </button>
                      <button
                        type="button"
                        onClick={() => setPending({ action: 'delete', row })}
                        className={`${buttonClasses('ghost')} text-red-700 hover:bg-red-50`}
                        aria-label={`Excluir ${first!.value(row)}`}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>

      {editing && (
        <Dialog
          title={editing.row ? `Editar ${labels.singular.toLowerCase()}` : descriptor.newLabel}
          onClose={() => setEditing(null)}
          wide={descriptor.fields.length > 4}
        >
          <Suspense fallback={<Spinner />}>
            <RegisterForm
              kind={kind}
              row={editing.row}
              onCancel={() => setEditing(null)}
              onDone={() => {
                notify(editing.row ? 'Cadastro atualizado.' : 'Cadastro criado.');
                setEditing(null);
              }}
            />
          </Suspense>
        </Dialog>
      )}
      {pending && (
        <ConfirmDialog
          title={pending.action === 'delete' ? 'Excluir cadastro?' : 'Arquivar cadastro?'}
          message={
            pending.action === 'delete'
              ? `“${first!.value(pending.row)}” será excluído. Se já foi usado em operações, arquive-o em vez de excluir.`
              : `“${first!.value(pending.row)}” deixa de aparecer nas listas e na escolha de novas operações; o histórico é mantido.`
          }
          confirmLabel={pending.action === 'delete' ? 'Excluir' : 'Arquivar'}
          onConfirm={() => act(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
