import { useQuery } from '@tanstack/react-query';
import { Pencil, QrCode, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import type { pixKeyChoice, ReceivingPix } from '../../../domain/accounting/invoice-contracts.ts';
import { PIX_KEY_KIND_LABELS, PIX_TYPES } from '../../../domain/br/pix.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { ActionError } from '../../components/action-error.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { accountsQuery } from './api.ts';
import { pixQuery, useClearPix, useSetPix } from './invoice-api.ts';

type PixValues = { bank_account_id: string; pix_tipo: string; pix_chave: string };

const pixSchema = lazySchema(async () => {
  const m = await import('../../../domain/accounting/invoice-contracts.ts');
  return m.pixKeyChoice;
});

/**
 * 'Chave PIX das faturas': the key the faturas print as copia e cola and QR code, on the bank
 * account it receives into (one at a time).
 */
export function PixSettings() {
  const pix = useQuery(pixQuery);
  const [editing, setEditing] = useState(false);
  const clear = useClearPix();
  return (
    <CardSection
      title="Chave PIX das faturas"
      action={
        <ActionButton icon={Pencil} variant="outline" onClick={() => setEditing(true)}>
          {pix.data?.pix ? 'Alterar chave PIX' : 'Cadastrar chave PIX'}
        </ActionButton>
      }
    >
      <Loaded query={pix} error="Não foi possível carregar a chave PIX.">
        {({ pix: key }) =>
          key ? (
            <div className="mt-3 flex items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-all text-ink-900">{key.pix_chave}</p>
                <p className="text-sm text-ink-600">
                  {PIX_KEY_KIND_LABELS[key.pix_tipo]} · recebe em {key.conta}
                </p>
              </div>
              <ActionButton
                icon={Trash2}
                variant="ghost"
                disabled={clear.isPending}
                onClick={() => clear.mutate()}
              >
                Remover
              </ActionButton>
            </div>
          ) : (
            <EmptyState icon={QrCode}>
              Nenhuma chave PIX. Cadastre a chave da conta onde os clientes pagam: a fatura sai com
              o código copia e cola e o QR code do PIX.
            </EmptyState>
          )
        }
      </Loaded>
      <ActionError error={clear.error} />
      {editing && <PixDialog current={pix.data?.pix ?? null} onClose={() => setEditing(false)} />}
    </CardSection>
  );
}

function PixDialog(props: { current: ReceivingPix['pix']; onClose: () => void }) {
  const accounts = useQuery(accountsQuery);
  const save = useSetPix();
  const contract = useContractForm<PixValues, z.output<typeof pixKeyChoice>>(
    pixSchema,
    {
      bank_account_id: props.current?.bank_account_id ?? '',
      pix_tipo: props.current?.pix_tipo ?? '',
      pix_chave: props.current?.pix_chave ?? '',
    },
    sendThenClose(save.mutateAsync, 'Chave PIX salva.', props.onClose),
    INVALID,
  );
  const { Field } = contract;
  const options = (accounts.data ?? [])
    .filter((account) => !account.arquivada)
    .map((account) => ({ value: account.id, label: account.nome }));
  return (
    <FormDialog
      fullOnPhone
      title="Chave PIX das faturas"
      onClose={props.onClose}
      contract={contract}
      submit="Salvar"
    >
      <Field
        as="select"
        name="bank_account_id"
        label="Conta que recebe"
        options={options}
        disabled={accounts.isPending}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          as="select"
          name="pix_tipo"
          label="Tipo de chave"
          options={PIX_TYPES.map((kind) => ({ value: kind, label: PIX_KEY_KIND_LABELS[kind] }))}
        />
        <Field name="pix_chave" label="Chave PIX" maxLength={77} />
      </div>
    </FormDialog>
  );
}
