import { useState } from 'react';
import type { AdjustmentInput } from '../../../domain/stock/contracts.ts';
import type { StockLot } from '../../../domain/stock/response-contracts.ts';
import { ADJUSTMENT_REASON_LABELS } from '../../../domain/stock/values.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { notify } from '../../lib/notify.ts';
import { useAdjustLot } from './api.ts';
import { ADJUSTMENT_REASON_OPTIONS } from './options.ts';
import { quantityWithUnit } from './quantity.ts';

type AdjustValues = {
  lot_id: string;
  motivo: string;
  quantidade: string;
  saldo_contado: string;
  observacao: string;
};

const adjustSchema = lazySchema(() =>
  import('../../../domain/stock/contracts.ts').then((m) => m.adjustmentInput),
);

type Asking = { body: AdjustmentInput; answer: (yes: boolean) => void };

/** 'Ajustar lote': a loss, expiry, inventory count or transfer, with its reason, confirmed. */
export function AdjustDialog({ lot, onClose }: { lot: StockLot; onClose: () => void }) {
  const adjust = useAdjustLot();
  const [asking, setAsking] = useState<Asking | null>(null);
  const contract = useContractForm<AdjustValues, AdjustmentInput>(
    adjustSchema,
    { lot_id: lot.id, motivo: '', quantidade: '', saldo_contado: '', observacao: '' },
    async (body) => {
      const yes = await new Promise<boolean>((answer) => setAsking({ body, answer }));
      setAsking(null);
      if (!yes) return;
      await adjust.mutateAsync(body);
      notify(`Ajuste do lote ${lot.lote} registrado.`);
      onClose();
    },
    INVALID,
  );
  const { form, Field } = contract;
  const motivo = form.watch('motivo');
  const unit = lot.unidade;
  return (
    <FormDialog
      title={`Ajustar lote ${lot.lote}`}
      onClose={onClose}
      intro={`${lot.nome} · saldo atual ${quantityWithUnit(lot.saldo, unit)}`}
      contract={contract}
      submit="Registrar ajuste"
      pendingText="Registrando..."
      over={
        asking && (
          <ConfirmDialog
            title="Confirmar ajuste?"
            message={confirmText(asking.body, lot)}
            confirmLabel="Confirmar ajuste"
            onConfirm={() => asking.answer(true)}
            onCancel={() => asking.answer(false)}
          />
        )
      }
    >
      <Field
        as="select"
        name="motivo"
        label="Motivo"
        options={ADJUSTMENT_REASON_OPTIONS}
        // An inventory sets the counted balance, the others take a quantity out: the field
        // put away is emptied, so the contract reads (and the server gets) only the one shown.
        onChange={(event) =>
          form.setValue(event.target.value === 'inventario' ? 'quantidade' : 'saldo_contado', '')
        }
      />
      {motivo === 'inventario' ? (
        <Field
          name="saldo_contado"
          label={`Saldo contado (${unit})`}
          hint="O lote passa a ter o que foi contado."
          inputMode="decimal"
        />
      ) : (
        <Field name="quantidade" label={`Quantidade que sai (${unit})`} inputMode="decimal" />
      )}
      <Field
        as="textarea"
        name="observacao"
        label="Justificativa"
        hint="Obrigatória: fica no histórico do lote."
        rows={3}
      />
    </FormDialog>
  );
}

function confirmText(body: AdjustmentInput, lot: StockLot) {
  const reason = ADJUSTMENT_REASON_LABELS[body.motivo];
  if (body.motivo === 'inventario')
    return `Inventário: o lote ${lot.lote} de ${lot.nome} passa de ${quantityWithUnit(lot.saldo, lot.unidade)} para ${quantityWithUnit(body.saldo_contado ?? 0, lot.unidade)}. O ajuste fica no histórico do lote.`;
  return `${reason}: saem ${quantityWithUnit(body.quantidade ?? 0, lot.unidade)} do lote ${lot.lote} de ${lot.nome}. O ajuste fica no histórico do lote.`;
}
