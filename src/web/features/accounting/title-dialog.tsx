import { useWatch } from 'react-hook-form';
import type { TitleInput } from '../../../domain/accounting/contracts.ts';
import type { FinanceTitle } from '../../../domain/accounting/response-contracts.ts';
import {
  TITLE_SIDE_LABELS,
  TITLE_SIDES,
  type TitleSide,
} from '../../../domain/accounting/values.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { formatDate } from '../../../domain/format.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { labelledOptions } from '../../components/select-field.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useCreateTitle, useUpdateTitle } from './api.ts';
import { emptyPlan, PlanFields, type PlanValues } from './plan-fields.tsx';
import { sendThenClose } from '../../lib/dialog-send.ts';
import {
  DescriptionFields,
  DetailFields,
  PartyField,
  type TitleFieldValues,
} from './title-fields.tsx';

type NewTitleValues = TitleFieldValues &
  PlanValues & { lado: TitleSide; client_id: string; supplier_id: string; competencia: string };

const titleSchema = lazySchema(() =>
  import('../../../domain/accounting/contracts.ts').then((m) => m.titleInput),
);
const updateSchema = lazySchema(() =>
  import('../../../domain/accounting/contracts.ts').then((m) => m.titleUpdate),
);

const SIDE_OPTIONS = labelledOptions(TITLE_SIDES, TITLE_SIDE_LABELS);

/** 'Nova conta' (a receivable or payable typed by hand) or, given `title`, its editable fields. */
export function TitleDialog(props: { lado: TitleSide; title?: FinanceTitle; onClose: () => void }) {
  return props.title ? (
    <EditTitleDialog title={props.title} onClose={props.onClose} />
  ) : (
    <NewTitleDialog lado={props.lado} onClose={props.onClose} />
  );
}

function NewTitleDialog(props: { lado: TitleSide; onClose: () => void }) {
  const create = useCreateTitle();
  const contract = useContractForm<NewTitleValues, TitleInput>(
    titleSchema,
    {
      lado: props.lado,
      descricao: '',
      category_id: '',
      client_id: '',
      supplier_id: '',
      contraparte: '',
      aircraft_id: '',
      documento: '',
      competencia: formatDate(todayInSaoPaulo(new Date())),
      observacoes: '',
      ...emptyPlan(),
    },
    sendThenClose<TitleInput>(
      create.mutateAsync,
      (body) => (body.lado === 'receber' ? 'Conta a receber criada.' : 'Conta a pagar criada.'),
      props.onClose,
    ),
    INVALID,
  );
  const { form, Field } = contract;
  const lado = useWatch({ control: form.control, name: 'lado' });
  return (
    <FormDialog
      fullOnPhone
      title="Nova conta"
      onClose={props.onClose}
      wide
      contract={contract}
      submit="Criar conta"
      pendingText="Criando..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          as="select"
          name="lado"
          label="Tipo"
          options={SIDE_OPTIONS}
          // A category and a client belong to one side: changing it clears them.
          onChange={() => {
            form.setValue('category_id', '');
            form.setValue('client_id', '');
            form.setValue('supplier_id', '');
          }}
        />
        <Field
          name="competencia"
          label="Competência"
          hint="A data a que a conta se refere."
          placeholder="dd/mm/aaaa"
          inputMode="numeric"
        />
        <DescriptionFields lado={lado} />
        <PartyField lado={lado} />
        {lado === 'pagar' && (
          <Field name="contraparte" label="Fornecedor ou pagador (fora da lista)" maxLength={160} />
        )}
        <Field name="total_cents" label="Valor total (R$)" inputMode="decimal" />
        {lado === 'receber' && <div className="hidden sm:block" />}
        <PlanFields />
        <DetailFields />
      </div>
    </FormDialog>
  );
}

function EditTitleDialog(props: { title: FinanceTitle; onClose: () => void }) {
  const { title } = props;
  const update = useUpdateTitle(title.id);
  const linked = !!(title.client_id || title.supplier_id);
  const contract = useContractForm<TitleFieldValues, object>(
    updateSchema,
    {
      descricao: title.descricao,
      category_id: title.category_id,
      ...(linked ? {} : { contraparte: title.contraparte ?? '' }),
      aircraft_id: title.aircraft_id ?? '',
      documento: title.documento ?? '',
      observacoes: title.observacoes ?? '',
    },
    sendThenClose(update.mutateAsync, 'Conta atualizada.', props.onClose),
    INVALID,
  );
  const { Field } = contract;
  return (
    <FormDialog
      fullOnPhone
      title="Editar conta"
      onClose={props.onClose}
      wide
      intro="Valores e vencimentos mudam em Reparcelar, enquanto não houver pagamento."
      contract={contract}
      submit="Salvar"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DescriptionFields lado={title.lado} categoryId={title.category_id} />
        {!linked && <Field name="contraparte" label="Fornecedor ou pagador" maxLength={160} />}
        <DetailFields />
      </div>
    </FormDialog>
  );
}
