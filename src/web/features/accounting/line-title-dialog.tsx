import type { LineTitleInput } from '../../../domain/accounting/contracts.ts';
import type { StatementLine } from '../../../domain/accounting/response-contracts.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../../domain/accounting/values.ts';
import { formatDate } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { labelledOptions } from '../../components/select-field.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useLineTitle } from './statement-api.ts';
import {
  DescriptionFields,
  DetailFields,
  PartyField,
  type TitleFieldValues,
} from './title-fields.tsx';

type LineTitleValues = TitleFieldValues & {
  client_id: string;
  supplier_id: string;
  metodo: string;
};

const lineTitleSchema = lazySchema(() =>
  import('../../../domain/accounting/contracts.ts').then((m) => m.lineTitleInput),
);

const METHOD_OPTIONS = labelledOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS);

/**
 * 'Criar conta' on a statement line with no title: a receivable for a credit, a payable for a
 * debit, of the line's amount and date, paid by the line at once. The office names its
 * category and who it is with.
 */
export function LineTitleDialog(props: { line: StatementLine; onClose: () => void }) {
  const { line } = props;
  const lado = line.valor_cents > 0 ? 'receber' : 'pagar';
  const create = useLineTitle(line.id);
  const contract = useContractForm<LineTitleValues, LineTitleInput>(
    lineTitleSchema,
    {
      descricao: line.descricao.slice(0, 200),
      category_id: '',
      client_id: '',
      supplier_id: '',
      contraparte: '',
      aircraft_id: '',
      documento: '',
      observacoes: '',
      metodo: 'ted',
    },
    sendThenClose<LineTitleInput>(
      create.mutateAsync,
      () =>
        lado === 'receber'
          ? 'Conta a receber criada e conciliada.'
          : 'Conta a pagar criada e conciliada.',
      props.onClose,
    ),
    INVALID,
  );
  const { Field } = contract;
  return (
    <FormDialog
      fullOnPhone
      wide
      title={lado === 'receber' ? 'Criar conta a receber' : 'Criar conta a pagar'}
      intro={`${formatDate(line.data)} · ${line.conta} · ${formatBRL(Math.abs(line.valor_cents))}: a conta nasce paga por esta linha do extrato.`}
      onClose={props.onClose}
      contract={contract}
      submit="Criar e conciliar"
      pendingText="Criando..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DescriptionFields lado={lado} />
        <PartyField lado={lado} />
        <Field
          name="contraparte"
          label={lado === 'receber' ? 'Pagador (fora da lista)' : 'Fornecedor (fora da lista)'}
          maxLength={160}
        />
        <Field as="select" name="metodo" label="Forma de pagamento" options={METHOD_OPTIONS} />
        <DetailFields />
      </div>
    </FormDialog>
  );
}
