import { useWatch } from 'react-hook-form';
import type { ShortfallResolutionInput } from '../../../domain/stock/contracts.ts';
import { SHORTFALL_REASON_LABELS } from '../../../domain/stock/values.ts';
import type { StockShortfall } from '../../../domain/stock/response-contracts.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { useResolveShortfall } from './api.ts';
import { quantityWithUnit } from './quantity.ts';

const resolutionSchema = lazySchema(() =>
  import('../../../domain/stock/contracts.ts').then((m) => m.shortfallResolutionInput),
);

type ResolutionValues = { forma: string; observacao: string };

/** Resolves consumption recorded without stock: take it from the lots now, or close it. */
export function ShortfallDialog(props: { shortfall: StockShortfall; onClose: () => void }) {
  const { shortfall, onClose } = props;
  const resolve = useResolveShortfall(shortfall.id);
  const contract = useContractForm<ResolutionValues, ShortfallResolutionInput>(
    resolutionSchema,
    { forma: 'baixar', observacao: '' },
    sendThenClose<ShortfallResolutionInput>(
      resolve.mutateAsync,
      (body) => (body.forma === 'baixar' ? 'Baixa registrada.' : 'Consumo dispensado.'),
      onClose,
    ),
    INVALID,
  );
  const { form, Field } = contract;
  const forma = useWatch({ control: form.control, name: 'forma' });
  return (
    <FormDialog
      title={`Consumo sem saldo: ${shortfall.nome}`}
      onClose={onClose}
      intro={`Faltaram ${quantityWithUnit(shortfall.quantidade, shortfall.unidade)} na operação ${shortfall.operacao} (${SHORTFALL_REASON_LABELS[shortfall.motivo]}).${shortfall.motivo === 'lote_vencido' ? ' A baixa usa só lotes válidos na data da aplicação.' : ''}`}
      contract={contract}
      submit="Resolver"
    >
      <Field
        as="select"
        name="forma"
        label="Como resolver"
        options={[
          { value: 'baixar', label: 'Dar baixa agora nos lotes em estoque' },
          { value: 'dispensar', label: 'Dispensar (não sai do estoque)' },
        ]}
      />
      <Field
        as="textarea"
        name="observacao"
        label="Justificativa"
        hint={forma === 'dispensar' ? 'Obrigatória para dispensar.' : 'Opcional.'}
        rows={3}
      />
    </FormDialog>
  );
}
