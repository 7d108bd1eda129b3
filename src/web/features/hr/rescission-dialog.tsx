import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { formatDate } from '../../../domain/format.ts';
import type { EmployeeDetail } from '../../../domain/hr/response-contracts.ts';
import type {
  RescissionFigures,
  RescissionRequest,
} from '../../../domain/hr/rescission-contracts.ts';
import {
  KINDS_WITH_NOTICE,
  NOTICE_KIND_LABELS,
  NOTICE_KINDS,
  RESCISSION_KIND_LABELS,
  RESCISSION_KINDS,
  type RescissionKind,
} from '../../../domain/hr/rescission.ts';
import { formatBRL } from '../../../domain/money.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { labelledOptions } from '../../components/select-field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { notify } from '../../lib/notify.ts';
import { trctHref, usePreviewRescission, useRecordRescission } from './leave-api.ts';

type Values = { tipo: string; data: string; aviso?: string };

const rescissionSchema = lazySchema(() =>
  import('../../../domain/hr/rescission-contracts.ts').then((m) => m.rescissionInput),
);

const KIND_OPTIONS = labelledOptions(RESCISSION_KINDS, RESCISSION_KIND_LABELS);
const NOTICE_OPTIONS = labelledOptions(NOTICE_KINDS, NOTICE_KIND_LABELS);

/**
 * 'Rescisão': the kind, the last day and the aviso prévio; 'Calcular' shows the TRCT's figures
 * and the payables; confirmed, the rescisão is recorded (the employee dismissed from the day)
 * and its TRCT offered to print.
 */
export function RescissionDialog(props: { employee: EmployeeDetail; onClose: () => void }) {
  const { employee } = props;
  const preview = usePreviewRescission(employee.id);
  const [asked, setAsked] = useState<{ body: RescissionRequest; figures: RescissionFigures }>();
  const contract = useContractForm<Values, RescissionRequest>(
    rescissionSchema,
    { tipo: 'sem_justa_causa', data: formatDate(todayInSaoPaulo(new Date())), aviso: 'indenizado' },
    async (body) => setAsked({ body, figures: await preview.mutateAsync(body) }),
    INVALID,
  );
  const { Field, form } = contract;
  const notice = KINDS_WITH_NOTICE.includes(form.watch('tipo') as RescissionKind);
  // Only the kinds with an aviso prévio send it.
  useEffect(() => {
    if (!notice) form.unregister('aviso');
    else if (!form.getValues('aviso')) form.setValue('aviso', 'indenizado');
  }, [notice, form]);
  if (asked)
    return (
      <RescissionPreview
        employee={employee}
        body={asked.body}
        figures={asked.figures}
        onBack={() => setAsked(undefined)}
        onClose={props.onClose}
      />
    );
  return (
    <FormDialog
      title={`Rescisão de ${employee.nome}`}
      onClose={props.onClose}
      contract={contract}
      submit="Calcular rescisão"
      pendingText="Calculando..."
      intro="As verbas rescisórias são calculadas com as tabelas do mês do desligamento; nada é gravado até você confirmar."
    >
      <Field as="select" name="tipo" label="Tipo de rescisão" options={KIND_OPTIONS} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="data"
          label="Data de desligamento"
          placeholder="dd/mm/aaaa"
          inputMode="numeric"
          hint="O último dia do contrato (com aviso trabalhado, o último dia do aviso)."
        />
        {notice && (
          <Field
            as="select"
            name="aviso"
            label="Aviso prévio"
            options={NOTICE_OPTIONS}
            hint="No pedido de demissão, o aviso não trabalhado é descontado (CLT art. 487 §2º)."
          />
        )}
      </div>
    </FormDialog>
  );
}

/** The figures, the payables and 'Confirmar rescisão' (asked once more); then the TRCT. */
function RescissionPreview(props: {
  employee: EmployeeDetail;
  body: RescissionRequest;
  figures: RescissionFigures;
  onBack: () => void;
  onClose: () => void;
}) {
  const { employee, figures } = props;
  const record = useRecordRescission(employee.id);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();
  const confirm = async () => {
    setFailure(undefined);
    try {
      await record.mutateAsync(props.body);
      notify(`Rescisão de ${employee.nome} registrada.`);
      setConfirming(false);
    } catch (error) {
      setFailure(errorMessage(error, 'Não foi possível registrar a rescisão.'));
    }
  };
  const done = record.isSuccess;
  return (
    <Dialog title={`Rescisão de ${employee.nome}`} onClose={props.onClose} wide fullOnPhone>
      <p className="text-sm text-ink-700">
        {RESCISSION_KIND_LABELS[figures.tipo]}, desligamento em {formatDate(figures.data)}
        {figures.projecao !== figures.data &&
          ` (aviso de ${figures.aviso_dias} dias projetado até ${formatDate(figures.projecao)})`}
        . Pagamento até {formatDate(figures.vencimento)} (CLT art. 477 §6º).
      </p>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">Verbas rescisórias</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-ink-700">
            <th className="py-1 font-semibold">Verba</th>
            <th className="py-1 pl-3 text-right font-semibold">Proventos</th>
            <th className="py-1 pl-3 text-right font-semibold">Descontos</th>
          </tr>
        </thead>
        <tbody>
          {figures.linhas.map((line) => (
            <tr key={line.codigo} className="border-b border-slate-100">
              <td className="py-1">
                {line.descricao}
                {line.referencia && <span className="text-ink-500"> · {line.referencia}</span>}
              </td>
              <td className="py-1 pl-3 text-right tabular-nums">
                {line.tipo === 'provento' ? formatBRL(line.valor) : ''}
              </td>
              <td className="py-1 pl-3 text-right tabular-nums">
                {line.tipo === 'desconto' ? formatBRL(line.valor) : ''}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <td className="py-1">Líquido a receber: {formatBRL(figures.liquido_cents)}</td>
            <td className="py-1 pl-3 text-right tabular-nums">
              {formatBRL(figures.total_proventos_cents)}
            </td>
            <td className="py-1 pl-3 text-right tabular-nums">
              {formatBRL(figures.total_descontos_cents)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-3 text-sm text-ink-700">
        FGTS do mês {formatBRL(figures.fgts_cents)}; multa rescisória{' '}
        {formatBRL(figures.multa_fgts_cents)} sobre o saldo de {formatBRL(figures.saldo_fgts_cents)}
        .
      </p>
      <h3 className="mt-4 text-sm font-semibold">Contas a pagar</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {figures.contas_a_pagar.map((payable) => (
          <li key={payable.descricao} className="flex flex-wrap justify-between gap-2">
            <span>{payable.descricao}</span>
            <span className="tabular-nums">
              {formatBRL(payable.total_cents)} · vence {formatDate(payable.vencimento)}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        {done ? (
          <a href={trctHref(employee.id)} download className={buttonClasses('brand')}>
            <Download className="h-4 w-4" aria-hidden="true" /> Baixar TRCT (PDF)
          </a>
        ) : (
          <>
            <button type="button" onClick={props.onBack} className={buttonClasses('outline')}>
              Voltar
            </button>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={buttonClasses('danger')}
            >
              Confirmar rescisão
            </button>
          </>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Confirmar a rescisão de ${employee.nome}?`}
          message={`O funcionário fica desligado em ${formatDate(figures.data)} e as contas a pagar da rescisão são lançadas na contabilidade.`}
          confirmLabel="Confirmar rescisão"
          pending={record.isPending ? 'Registrando...' : undefined}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          {failure && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {failure}
            </p>
          )}
        </ConfirmDialog>
      )}
    </Dialog>
  );
}
