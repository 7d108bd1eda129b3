import { useQuery } from '@tanstack/react-query';
import { List } from 'lucide-react';
import { Suspense, use, useMemo, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { OperationDetail } from '../../../domain/operations/contracts.ts';
import { isCalendarDate, todayInSaoPaulo } from '../../../domain/dates.ts';
import { ButtonLink, buttonClasses } from '../../components/button-link.tsx';
import { STICKY_ACTIONS } from '../../components/form-actions.tsx';
import { FormStatus } from '../../components/form-status.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { loadErrorMessage } from '../../lib/api.ts';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { useFormDraft } from '../../lib/form-draft.ts';
import { useLeaveGuard } from '../../lib/leave-guard.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { keptImport } from '../../lib/kept-import.ts';
import { useMe } from '../../lib/session.ts';
import { operationHeading } from '../../headings/operation.ts';
import { paths } from '../../paths.ts';
import { operationQuery, useSaveOperation } from './api.ts';
import { toFormValues, type OperationFormValues } from './form-values.ts';
import { OperationForm } from './operation-form.tsx';

const today = () => todayInSaoPaulo(new Date());
// What only a saved operation shows and does (its status and whether it may change, what it
// lacks, its frozen record, its panels, its actions and their questions, the toast of a save):
// not in a new operation's first load. A saved operation waits for it as for its data (`use`,
// below); the module is asked for once, and waited for while the connection is down.
const recordParts = keptImport(() => import('./record-parts.tsx'));
/** The form's id, for its save button in the bar after it (outside it, as the actions' questions). */
const FORM_ID = 'operacao-form';
const operationSchema = lazySchema(() =>
  import('../../../domain/operations/contracts.ts').then((m) => m.operationInput),
);

/** `/operacao` (a new operation) and `/operacao/{id}` (show, edit, move through its status). */
export function OperationPage() {
  const { id } = useParams();
  const detail = useQuery({ ...operationQuery(id ?? ''), enabled: !!id });
  if (id && detail.isPending) return <Spinner />;
  if (id && detail.isError)
    return (
      <p role="alert" className="text-red-700">
        {loadErrorMessage(
          detail.error,
          'Não foi possível carregar a operação.',
          'Operação não encontrada.',
        )}
      </p>
    );
  // A saved operation's parts suspend until their code is here: the spinner stays until then.
  return (
    <Suspense fallback={<Spinner />}>
      <OperationEditor key={id ?? 'nova'} detail={detail.data} />
    </Suspense>
  );
}

function OperationEditor({ detail }: { detail?: OperationDetail }) {
  const me = useMe();
  const navigate = useNavigate();
  const saveOperation = useSaveOperation(detail?.operation.id);
  const role = me.data?.membership?.role ?? 'pilot';
  const canAct = me.data?.membership?.canAct ?? false;
  // A new operation opened from an empty day of the agenda starts on that day.
  const [params] = useSearchParams();
  const requestedDay = params.get('data') ?? '';
  // A saved operation's parts suspend until their code is here: the page's spinner stays.
  const record = detail ? use(recordParts.load()) : undefined;
  const status = detail?.operation.status;
  const editable = canAct && (!status || !record || record.isEditable(status));
  /** The operation as the last save answered it. */
  const latest = useRef(detail);
  const {
    form,
    save,
    status: alert,
    setStatus,
  } = useContractForm(
    operationSchema,
    toFormValues(detail, isCalendarDate(requestedDay) ? requestedDay : today()),
    async (values, form) => {
      const saved = await saveOperation.mutateAsync(values);
      latest.current = saved;
      form.reset(toFormValues(saved, today()));
    },
    // The contract's code (zod and the domain's rules, about 20 files) is built in one task of
    // ~140 ms on a phone: it loads when the person first touches the page, not while it paints
    // (docs/benchmarks.md, "/operacao's blocking time"). The field's phone has it precached.
    { ...INVALID, preload: 'interaction' },
  );
  // Unsaved changes survive a menu click, Back or a closed tab, per company and operation.
  const company = me.data?.membership?.company.id;
  const draft = useFormDraft(
    form,
    editable && company ? `operacao:${company}:${detail?.operation.id ?? 'nova'}` : null,
  );
  useLeaveGuard(form, editable);

  const onSave = async () => {
    // A new operation, once saved, is shown as a saved one: its parts' code loads meanwhile.
    const parts = recordParts.load();
    if (!(await save()) || !latest.current) return;
    draft.clear();
    const saved = latest.current;
    if (!detail) navigate(`/operacao/${saved.operation.id}`, { replace: true });
    void parts.then((m) => m.notifySaved(saved, !detail));
  };

  /** The operation as a save, an action or a change from the field answered it. */
  const adopt = (saved: OperationDetail) =>
    form.reset(toFormValues((latest.current = saved), today()));

  // A new operation's header is the same for everyone (the HTML's loading screen carries it);
  // an operation's says its number, status, client and property.
  const heading =
    detail && record
      ? {
          title: `Operação ${detail.operation.numero}`,
          intro: <record.RecordIntro detail={detail} />,
        }
      : operationHeading;

  const saveButton = (busy: boolean) =>
    editable && (
      <button
        type="submit"
        form={FORM_ID}
        disabled={form.formState.isSubmitting || busy}
        className={`${buttonClasses('brand')} disabled:opacity-60`}
      >
        {form.formState.isSubmitting
          ? 'Salvando...'
          : detail
            ? 'Salvar alterações'
            : 'Salvar operação'}
      </button>
    );
  // Kept between the page's renders, so the form (a memo) is not drawn again with it.
  const isOffice = role !== 'pilot';
  const panels = useMemo(
    () =>
      detail &&
      record && <record.RecordPanels detail={detail} canChange={canAct} isOffice={isOffice} />,
    [detail, record, canAct, isOffice],
  );
  // Its bar follows the form, as the form's last child did (its space-y-6).
  const bar = `mt-6 ${STICKY_ACTIONS}`;

  return (
    <>
      <PageHeader {...heading}>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.operations} variant="ghost">
            <List className="h-4 w-4" aria-hidden="true" /> Todas as operações
          </ButtonLink>
          {detail && record && <record.ReportLink operationId={detail.operation.id} />}
        </div>
      </PageHeader>

      {draft.restored && (
        <p
          role="status"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-ink-700"
        >
          Rascunho restaurado: as alterações não salvas voltaram ao formulário.
          <button type="button" onClick={draft.discard} className={buttonClasses('outline')}>
            Descartar rascunho
          </button>
        </p>
      )}
      {!canAct && (
        <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-ink-700">
          Sua empresa não pode registrar alterações no momento: a operação é somente leitura.
        </p>
      )}
      {detail && record && (
        <record.RecordNotices
          detail={detail}
          onField={(field) => form.setFocus(field as keyof OperationFormValues)}
          onApplied={adopt}
        />
      )}

      <form
        id={FORM_ID}
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
        noValidate
        className="mt-6 space-y-6"
      >
        <FormStatus status={alert} />
        <OperationForm
          form={form}
          readOnly={!editable}
          pilotOnly={!isOffice}
          operationId={detail?.operation.id}
          after={panels}
        />
      </form>
      {detail && record ? (
        <record.RecordActions
          detail={detail}
          form={form}
          role={role}
          canAct={canAct}
          editable={editable}
          save={save}
          setStatus={setStatus}
          latest={() => latest.current ?? detail}
          adopt={adopt}
          className={bar}
        >
          {saveButton}
        </record.RecordActions>
      ) : (
        <div className={bar}>{saveButton(false)}</div>
      )}
    </>
  );
}
