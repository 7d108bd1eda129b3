import { BellRing, Receipt } from 'lucide-react';
import { useRef, useState } from 'react';
import { counted, plural } from '../../../../domain/plural.ts';
import { AskDialog } from '../../../components/ask-dialog.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { buttonClasses } from '../../../components/button-link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { bulkTargets, sendTrialEmail, type TrialEmailType } from './api.ts';
import { sendEach, type BulkCounts } from './bulk-run.ts';

const KINDS = {
  reminder: { button: 'Lembrete Geral', noun: 'lembrete', icon: BellRing },
  trial_expired: { button: 'Cobrança Geral', noun: 'cobrança', icon: Receipt },
} as const;

const EMAIL_FAILED = {
  title: 'Erro ao enviar email',
  text: 'Houve um problema ao enviar o email. Tente novamente.',
};

type Step =
  | { at: 'asking'; type: TrialEmailType; ids: string[] }
  | { at: 'sending'; type: TrialEmailType; total: number; done: number }
  | { at: 'done'; type: TrialEmailType; total: number; counts: BulkCounts; cancelled: boolean }
  | { at: 'failed'; message: string };

/**
 * 'Lembrete Geral' and 'Cobrança Geral' (spec part 2 §2, §7): every trial or inactive company
 * with an e-mail, after a confirmation, one send each 500 ms apart, with the progress shown
 * and a way to stop; the end counts what was sent, skipped and failed.
 */
export function BulkButtons() {
  const [step, setStep] = useState<Step | null>(null);
  const cancelled = useRef(false);
  const ask = async (type: TrialEmailType) => {
    try {
      const { items } = await bulkTargets();
      setStep({ at: 'asking', type, ids: items.map((c) => c.id) });
    } catch (error) {
      setStep({
        at: 'failed',
        message: errorMessage(error, 'Não foi possível listar as empresas.'),
      });
    }
  };
  const run = async (type: TrialEmailType, ids: string[]) => {
    cancelled.current = false;
    setStep({ at: 'sending', type, total: ids.length, done: 0 });
    const counts = await sendEach(ids, (id) => sendTrialEmail(id, type), {
      cancelled: () => cancelled.current,
      onProgress: (done) => setStep({ at: 'sending', type, total: ids.length, done }),
    });
    setStep({ at: 'done', type, total: ids.length, counts, cancelled: cancelled.current });
  };
  const close = () => setStep(null);
  return (
    <>
      {(Object.keys(KINDS) as TrialEmailType[]).map((type) => {
        const { button, icon: Icon } = KINDS[type];
        return (
          <button
            key={type}
            type="button"
            onClick={() => void ask(type)}
            disabled={step?.at === 'sending'}
            className={`${buttonClasses('outline')} disabled:opacity-60`}
          >
            <Icon className="h-4 w-4" aria-hidden="true" /> {button}
          </button>
        );
      })}
      {step && (
        <BulkDialog
          step={step}
          onRun={run}
          onClose={close}
          onStop={() => (cancelled.current = true)}
        />
      )}
    </>
  );
}

function BulkDialog(props: {
  step: Step;
  onRun: (type: TrialEmailType, ids: string[]) => void;
  onClose: () => void;
  onStop: () => void;
}) {
  const { step } = props;
  const close = (
    <button type="button" onClick={props.onClose} className={buttonClasses('outline')}>
      Fechar
    </button>
  );
  if (step.at === 'failed')
    return (
      <AskDialog title="Envio em massa" onClose={props.onClose} actions={close}>
        <p role="alert" className="mt-2 text-red-700">
          {step.message}
        </p>
      </AskDialog>
    );
  const { button, noun } = KINDS[step.type];
  if (step.at === 'asking') {
    if (step.ids.length === 0)
      return (
        <AskDialog title={button} onClose={props.onClose} actions={close}>
          <p className="mt-2 text-ink-700">
            Nenhuma empresa em teste ou aguardando pagamento com e-mail.
          </p>
        </AskDialog>
      );
    return (
      <ConfirmDialog
        title={button}
        message={`Enviar ${noun} para ${counted(step.ids.length, 'empresa', 'empresas')}?`}
        confirmLabel="Enviar"
        tone="brand"
        onConfirm={() => props.onRun(step.type, step.ids)}
        onCancel={props.onClose}
      />
    );
  }
  if (step.at === 'sending')
    return (
      <AskDialog
        title={button}
        onCancel={(event) => {
          event.preventDefault();
          props.onStop();
        }}
        actions={
          <button type="button" onClick={props.onStop} className={buttonClasses('outline')}>
            Parar envio
          </button>
        }
      >
        <p className="mt-2 text-ink-700" aria-live="polite">
          Enviando…{' '}
          <span className="font-semibold tabular-nums">{`${step.done} de ${step.total}`}</span>
        </p>
        <progress
          max={step.total}
          value={step.done}
          className="mt-3 w-full accent-brand-700"
          aria-label="Progresso do envio"
        />
      </AskDialog>
    );
  const { sent, skipped, failed } = step.counts;
  return (
    <AskDialog
      title={step.cancelled ? 'Envio interrompido' : 'Envio concluído'}
      onClose={props.onClose}
      actions={close}
    >
      <p className="mt-2 text-ink-700" role="status">
        {`${counted(sent, 'enviado', 'enviados')} · ${skipped} ${plural(skipped, 'ignorado', 'ignorados')} · ${failed} ${plural(failed, 'falhou', 'falharam')}`}
        {step.cancelled && ` (de ${counted(step.total, 'empresa', 'empresas')})`}
      </p>
      {failed > 0 && (
        // Spec part 2 §8: the title and the text of a failed e-mail.
        <p role="alert" className="mt-2 text-red-700">
          <strong>{EMAIL_FAILED.title}</strong>: {EMAIL_FAILED.text}
        </p>
      )}
    </AskDialog>
  );
}
