import { useQuery } from '@tanstack/react-query';
import { FileText, List } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { OperationDetail } from '../../../domain/operations/contracts.ts';
import { isCalendarDate, todayInSaoPaulo } from '../../../domain/dates.ts';
import { isEditable, mayPerform, type OperationAction } from '../../../domain/operations/status.ts';
import { ButtonLink, buttonClasses } from '../../components/button-link.tsx';
import { STICKY_ACTIONS } from '../../components/form-actions.tsx';
import { FormStatus } from '../../components/form-status.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { ApiError, errorMessage, loadErrorMessage } from '../../lib/api.ts';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { useFormDraft } from '../../lib/form-draft.ts';
import { useLeaveGuard } from '../../lib/leave-guard.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { isQueued, KEPT_IN_PHONE } from '../../lib/field/queued-answer.ts';
import { notify } from '../../lib/notify.ts';
import { useMe } from '../../lib/session.ts';
import { operationHeading } from '../../headings/operation.ts';
import { paths } from '../../paths.ts';
import { operationQuery, useOperationAction, useSaveOperation } from './api.ts';
import { toFormValues, type OperationFormValues } from './form-values.ts';
import { OperationForm } from './operation-form.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';

const today = () => todayInSaoPaulo(new Date());
// What only a saved operation shows (its status, what it lacks, its frozen record, its stock):
// not in a new operation's first load. A saved operation waits for it as for its data.
const loadRecordParts = () => import('./record-parts.tsx');
const RecordIntro = lazyComponent(() => loadRecordParts().then((m) => m.RecordIntro));
const RecordNotices = lazyComponent(() => loadRecordParts().then((m) => m.RecordNotices));
// Below the form, after the first paint: the attachments' code loads once the page is on screen.
const AttachmentsPanel = lazyComponent(() =>
  import('./attachments-panel.tsx').then((m) => m.AttachmentsPanel),
);
const FlightAuditPanel = lazyComponent(() =>
  import('./flight-audit-panel.tsx').then((m) => m.FlightAuditPanel),
);
// Asked only before cancelling or concluding outside the weather window.
const ConfirmDialog = lazyComponent(() =>
  import('../../components/confirm-dialog.tsx').then((m) => m.ConfirmDialog),
);
// Asked only before reopening a concluded operation.
const ReopenDialog = lazyComponent(() => import('./reopen-dialog.tsx').then((m) => m.ReopenDialog));
const DistancesDialog = lazyComponent(() =>
  import('./distances-dialog.tsx').then((m) => m.DistancesDialog),
);
// The field's changes that met the office's (issue 41): read once the page is on screen.
const ChangeProposalsPanel = lazyComponent(() =>
  import('./change-proposals-panel.tsx').then((m) => m.ChangeProposalsPanel),
);
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
  const operationAction = useOperationAction(detail?.operation.id ?? '');
  const role = me.data?.membership?.role ?? 'pilot';
  const canAct = me.data?.membership?.canAct ?? false;
  // A new operation opened from an empty day of the agenda starts on that day.
  const [params] = useSearchParams();
  const requestedDay = params.get('data') ?? '';
  const [confirm, setConfirm] = useState<{ action: OperationAction; warnings: string[] } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  // The Art. 10 warnings a conclusion must justify, with the weather's confirmation so far.
  const [justify, setJustify] = useState<{ warnings: string[]; confirmarClima: boolean } | null>(
    null,
  );
  const status = detail?.operation.status;
  const editable = canAct && (!status || isEditable(status));
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
    if (!detail) void loadRecordParts().catch(() => undefined);
    if (!(await save()) || !latest.current) return;
    draft.clear();
    const saved = latest.current;
    if (!detail) navigate(`/operacao/${saved.operation.id}`, { replace: true });
    // Kept offline, the change waits in the phone (issue 41): the toast says so.
    if (isQueued(saved)) notify(KEPT_IN_PHONE.editar);
    else notify(detail ? 'Alterações salvas.' : `Operação ${saved.operation.numero} criada.`);
  };

  const perform = async (
    action: OperationAction,
    confirmarClima = false,
    motivo?: string,
    justificativaDistancias?: string,
  ) => {
    if (!detail) return;
    setStatus(null);
    setBusy(true);
    try {
      if (editable && form.formState.isDirty && !(await save())) return;
      const current = latest.current ?? detail;
      if (action === 'concluir' && !confirmarClima && current.alertas_clima.length > 0) {
        setConfirm({ action, warnings: current.alertas_clima });
        return;
      }
      const distances = current.report.distancias?.alertas ?? [];
      if (action === 'concluir' && distances.length > 0 && justificativaDistancias === undefined) {
        setJustify({ warnings: distances, confirmarClima });
        return;
      }
      const result = await operationAction.mutateAsync({
        action,
        confirmarClima,
        motivo,
        justificativaDistancias,
      });
      latest.current = result;
      form.reset(toFormValues(result, today()));
      notify(
        isQueued(result) && (action === 'iniciar' || action === 'concluir')
          ? KEPT_IN_PHONE[action]
          : {
              iniciar: 'Operação iniciada.',
              concluir: 'Operação concluída.',
              cancelar: 'Operação cancelada.',
              reabrir: 'Operação reaberta.',
            }[action],
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WEATHER_CONFIRMATION_REQUIRED')
        setConfirm({ action, warnings: [error.message] });
      else if (error instanceof ApiError && error.code === 'DISTANCE_JUSTIFICATION_REQUIRED')
        setJustify({ warnings: [error.message], confirmarClima });
      else setStatus({ ok: false, text: errorMessage(error, 'Não foi possível concluir a ação.') });
    } finally {
      setBusy(false);
    }
  };

  const actions: {
    action: OperationAction;
    label: string;
    variant: 'brand' | 'outline' | 'primary';
  }[] = [];
  if (detail && canAct && status) {
    if (status === 'agendada')
      actions.push({ action: 'iniciar', label: 'Iniciar', variant: 'outline' });
    if (isEditable(status))
      actions.push({ action: 'concluir', label: 'Concluir operação', variant: 'primary' });
    if (isEditable(status))
      actions.push({ action: 'cancelar', label: 'Cancelar operação', variant: 'outline' });
    if (!isEditable(status))
      actions.push({ action: 'reabrir', label: 'Reabrir', variant: 'outline' });
  }
  const allowed = actions.filter((a) => mayPerform(role, a.action));
  // A new operation's header is the same for everyone (the HTML's loading screen carries it);
  // an operation's says its number, status, client and property.
  const heading = detail
    ? {
        title: `Operação ${detail.operation.numero}`,
        intro: <RecordIntro detail={detail} />,
      }
    : operationHeading;

  return (
    <>
      <PageHeader {...heading}>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.operations} variant="ghost">
            <List className="h-4 w-4" aria-hidden="true" /> Todas as operações
          </ButtonLink>
          {detail && (
            <Link
              to={`/operacao/${detail.operation.id}/relatorio`}
              className={buttonClasses('outline')}
            >
              <FileText className="h-4 w-4" aria-hidden="true" /> Relatório operacional
            </Link>
          )}
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
      {detail && (
        <Suspense fallback={null}>
          <ChangeProposalsPanel
            detail={detail}
            onApplied={(saved) => form.reset(toFormValues((latest.current = saved), today()))}
          />
        </Suspense>
      )}
      {detail && (
        <RecordNotices
          detail={detail}
          onField={(field) => form.setFocus(field as keyof OperationFormValues)}
        />
      )}

      <form
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
          pilotOnly={role === 'pilot'}
          operationId={detail?.operation.id}
          after={
            detail && (
              <Suspense fallback={null}>
                <AttachmentsPanel operationId={detail.operation.id} canChange={canAct} />
                <FlightAuditPanel
                  operationId={detail.operation.id}
                  canChange={canAct}
                  isOffice={role !== 'pilot'}
                  concluded={status === 'concluida'}
                  talhao={detail.operation.talhao}
                  property={detail.report.propriedade}
                />
              </Suspense>
            )
          }
        />
        <div className={STICKY_ACTIONS}>
          {allowed.map((a) => (
            <button
              key={a.action}
              type="button"
              disabled={busy}
              onClick={() =>
                a.action === 'cancelar' || (a.action === 'reabrir' && status === 'concluida')
                  ? setConfirm({ action: a.action, warnings: [] })
                  : void perform(a.action)
              }
              className={`${buttonClasses(a.variant)} disabled:opacity-60`}
            >
              {a.label}
            </button>
          ))}
          {editable && (
            <button
              type="submit"
              disabled={form.formState.isSubmitting || busy}
              className={`${buttonClasses('brand')} disabled:opacity-60`}
            >
              {form.formState.isSubmitting
                ? 'Salvando...'
                : detail
                  ? 'Salvar alterações'
                  : 'Salvar operação'}
            </button>
          )}
        </div>
      </form>

      <Suspense fallback={null}>
        {confirm?.action === 'concluir' && (
          <ConfirmDialog
            title="Concluir fora da janela meteorológica?"
            message={`${confirm.warnings.join(' ')} O relatório registrará essas condições.`}
            confirmLabel="Concluir mesmo assim"
            onConfirm={() => {
              setConfirm(null);
              void perform('concluir', true);
            }}
            onCancel={() => setConfirm(null)}
          />
        )}
        {justify && (
          <DistancesDialog
            warnings={justify.warnings}
            onConfirm={(justificativa) => {
              setJustify(null);
              void perform('concluir', justify.confirmarClima, undefined, justificativa);
            }}
            onCancel={() => setJustify(null)}
          />
        )}
        {confirm?.action === 'reabrir' && (
          <ReopenDialog
            onConfirm={(motivo) => {
              setConfirm(null);
              void perform('reabrir', false, motivo);
            }}
            onCancel={() => setConfirm(null)}
          />
        )}
        {confirm?.action === 'cancelar' && (
          <ConfirmDialog
            title="Cancelar esta operação?"
            message="A operação deixa de contar nos relatórios. Um proprietário ou administrador pode reabri-la depois."
            confirmLabel="Cancelar operação"
            onConfirm={() => {
              setConfirm(null);
              void perform('cancelar');
            }}
            onCancel={() => setConfirm(null)}
          />
        )}
      </Suspense>
    </>
  );
}
