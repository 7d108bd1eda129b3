import { useWatch } from 'react-hook-form';
import type { DocumentInput } from '../../../domain/hr/contracts.ts';
import type { EmployeeDocument } from '../../../domain/hr/response-contracts.ts';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS } from '../../../domain/hr/values.ts';
import { formatDate } from '../../../domain/format.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { labelledOptions } from '../../components/select-field.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useAddDocument, useUpdateDocument } from './api.ts';

type DocumentValues = {
  tipo: string;
  descricao: string;
  numero: string;
  emissao: string;
  validade: string;
};

const documentSchema = lazySchema(() =>
  import('../../../domain/hr/contracts.ts').then((m) => m.documentInput),
);

const KIND_OPTIONS = labelledOptions(DOCUMENT_KINDS, DOCUMENT_KIND_LABELS);
const DATE = { placeholder: 'dd/mm/aaaa', inputMode: 'numeric' } as const;

/** 'Adicionar documento' of an employee or, given `document`, its fields to change. */
export function DocumentDialog(props: {
  employeeId: string;
  document?: EmployeeDocument;
  onClose: () => void;
}) {
  const { document } = props;
  const add = useAddDocument(props.employeeId);
  const update = useUpdateDocument(document?.id ?? '');
  const contract = useContractForm<DocumentValues, DocumentInput>(
    documentSchema,
    {
      tipo: document?.tipo ?? '',
      descricao: document?.descricao ?? '',
      numero: document?.numero ?? '',
      emissao: document?.emissao ? formatDate(document.emissao) : '',
      validade: document?.validade ? formatDate(document.validade) : '',
    },
    sendThenClose(
      (document ? update : add).mutateAsync,
      document ? 'Documento atualizado.' : 'Documento adicionado.',
      props.onClose,
    ),
    INVALID,
  );
  const { form, Field } = contract;
  const tipo = useWatch({ control: form.control, name: 'tipo' });
  return (
    <FormDialog
      title={document ? 'Editar documento' : 'Adicionar documento'}
      onClose={props.onClose}
      contract={contract}
      submit={document ? 'Salvar' : 'Adicionar'}
      pendingText="Salvando..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field as="select" name="tipo" label="Tipo" options={KIND_OPTIONS} />
        </div>
        <div className="sm:col-span-2">
          <Field
            name="descricao"
            label={tipo === 'outro' ? 'Descrição' : 'Descrição (opcional)'}
            maxLength={120}
          />
        </div>
        <Field name="numero" label="Número (opcional)" maxLength={60} />
        <div className="hidden sm:block" />
        <Field name="emissao" label="Emissão (opcional)" {...DATE} />
        <Field
          name="validade"
          label="Validade"
          hint="Avisamos 30 dias antes de vencer."
          {...DATE}
        />
      </div>
    </FormDialog>
  );
}
