import { FileText } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CompanyRole } from '../../../domain/companies/values.ts';
import type { OperationDetail } from '../../../domain/operations/contracts.ts';
import { isEditable, mayPerform, type OperationAction } from '../../../domain/operations/status.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import type { FormStatus } from '../../lib/contract-form.ts';
import { isQueued, KEPT_IN_PHONE } from '../../lib/field/queued-answer.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { notify } from '../../lib/notify.ts';
import { useOperationAction } from './record-api.ts';
import type { OperationFormReturn } from './form-values.ts';
import { FrozenRecord } from './frozen-record.tsx';
import { MissingItems } from './missing-items.tsx';
import { StockConsumption } from './stock-consumption.tsx';

// What only a saved operation shows and does, in a chunk of its own: a new operation's form does
// not load it (operation-page.tsx). The page draws a saved operation once its data and this code are both here. None
// of it reads the form's fields as they are typed (react-hook-form's watch): what does comes
// with the form's code (operation-form.tsx).

// Below the form, after the first paint: the panels' code loads once the page is on screen.
const AttachmentsPanel = lazyComponent(() =>
  import('./attachments-panel.tsx').then((m) => m.AttachmentsPanel),
);
const FlightAuditPanel = lazyComponent(() =>
  import('./flight-audit-panel.tsx').then((m) => m.FlightAuditPanel),
);
// The field's changes that met the office's (issue 41): read once the page is on screen.
const ChangeProposalsPanel = lazyComponent(() =>
  import('./change-proposals-panel.tsx').then((m) => m.ChangeProposalsPanel),
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

/** Whether a saved operation's form may still change (its status). */
export { isEditable };

/** The toast of a save: kept offline, the change waits in the phone (issue 41), and says so. */
export function notifySaved(saved: OperationDetail, created: boolean) {
  if (isQueued(saved)) notify(KEPT_IN_PHONE.editar);
  else notify(created ? `Operação ${saved.operation.numero} criada.` : 'Alterações salvas.');
}

/** The header's line under a saved operation's number: its status, client and property. */
export function RecordIntro({ detail }: { detail: OperationDetail }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <StatusBadge status={detail.operation.status} />
      {detail.report.contratante?.nome} · {detail.report.propriedade?.nome}
    </span>
  );
}

/** The header's way to a saved operation's report. */
export function ReportLink({ operationId }: { operationId: string }) {
  return (
    <Link to={`/operacao/${operationId}/relatorio`} className={buttonClasses('outline')}>
      <FileText className="h-4 w-4" aria-hidden="true" /> Relatório operacional
    </Link>
  );
}

/**
 * Above a saved operation's form: the field's changes that met the office's, what it still lacks
 * (each item leads to its field), its frozen record, and the stock it took.
 */
export function RecordNotices(props: {
  detail: OperationDetail;
  onField: (field: string) => void;
  /** A change from the field applied: the operation as the server answered it. */
  onApplied: (saved: OperationDetail) => void;
}) {
  const { detail } = props;
  return (
    <>
      <Suspense fallback={null}>
        <ChangeProposalsPanel detail={detail} onApplied={props.onApplied} />
      </Suspense>
      {isEditable(detail.operation.status) && detail.faltando.length > 0 && (
        <MissingItems items={detail.faltando} onField={props.onField} />
      )}
      <FrozenRecord operationId={detail.operation.id} registro={detail.registro} />
      {detail.baixa_estoque.length > 0 && <StockConsumption items={detail.baixa_estoque} />}
    </>
  );
}

/** Below a saved operation's sections: its attachments and its applied area. */
export function RecordPanels(props: {
  detail: OperationDetail;
  canChange: boolean;
  isOffice: boolean;
}) {
  const { detail } = props;
  return (
    <Suspense fallback={null}>
      <AttachmentsPanel operationId={detail.operation.id} canChange={props.canChange} />
      <FlightAuditPanel
        operationId={detail.operation.id}
        canChange={props.canChange}
        isOffice={props.isOffice}
        concluded={detail.operation.status === 'concluida'}
        talhao={detail.operation.talhao}
        property={detail.report.propriedade}
      />
    </Suspense>
  );
}

const DONE: Record<OperationAction, string> = {
  iniciar: 'Operação iniciada.',
  concluir: 'Operação concluída.',
  cancelar: 'Operação cancelada.',
  reabrir: 'Operação reaberta.',
};

/**
 * A saved operation's bar of actions (start, conclude, cancel, reopen) with the form's save
 * (`children`, told whether an action is running), and the questions some actions ask first.
 * The bar is outside the form, and so are the questions (a form in a form breaks its submit).
 */
export function RecordActions(props: {
  detail: OperationDetail;
  form: OperationFormReturn;
  role: CompanyRole;
  canAct: boolean;
  editable: boolean;
  /** Saves the form's changes; false when they were refused. */
  save: () => Promise<boolean>;
  setStatus: (status: FormStatus) => void;
  /** The operation as the last save or action answered it. */
  latest: () => OperationDetail;
  /** An action's answer: the operation as it now is. */
  adopt: (saved: OperationDetail) => void;
  className: string;
  children: (busy: boolean) => ReactNode;
}) {
  const { detail, form, role, canAct, editable } = props;
  const operationAction = useOperationAction(detail.operation.id);
  const [confirm, setConfirm] = useState<{ action: OperationAction; warnings: string[] } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  // The Art. 10 warnings a conclusion must justify, with the weather's confirmation so far.
  const [justify, setJustify] = useState<{ warnings: string[]; confirmarClima: boolean } | null>(
    null,
  );
  const status = detail.operation.status;

  const perform = async (
    action: OperationAction,
    confirmarClima = false,
    motivo?: string,
    justificativaDistancias?: string,
  ) => {
    props.setStatus(null);
    setBusy(true);
    try {
      if (editable && form.formState.isDirty && !(await props.save())) return;
      const current = props.latest();
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
      props.adopt(result);
      notify(
        isQueued(result) && (action === 'iniciar' || action === 'concluir')
          ? KEPT_IN_PHONE[action]
          : DONE[action],
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WEATHER_CONFIRMATION_REQUIRED')
        setConfirm({ action, warnings: [error.message] });
      else if (error instanceof ApiError && error.code === 'DISTANCE_JUSTIFICATION_REQUIRED')
        setJustify({ warnings: [error.message], confirmarClima });
      else
        props.setStatus({
          ok: false,
          text: errorMessage(error, 'Não foi possível concluir a ação.'),
        });
    } finally {
      setBusy(false);
    }
  };

  const actions: {
    action: OperationAction;
    label: string;
    variant: 'brand' | 'outline' | 'primary';
  }[] = [];
  if (canAct) {
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

  return (
    <>
      <div className={props.className}>
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
        {props.children(busy)}
      </div>

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
