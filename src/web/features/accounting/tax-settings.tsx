import { queryOptions, useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import type {
  TaxSettingAnswer,
  taxSettingInput,
} from '../../../domain/accounting/tax-contracts.ts';
import {
  regimeName,
  SIMPLES_ANEXO_LABELS,
  SIMPLES_ANEXOS,
  TAX_REGIME_LABELS,
  TAX_REGIMES,
} from '../../../domain/accounting/tax-regime.ts';
import { formatDecimal } from '../../../domain/format.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { api } from '../../lib/api.ts';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useAccountingChange } from './api.ts';

const PATH = '/api/accounting/tributacao';
const taxQuery = queryOptions({
  queryKey: ['accounting', 'tributacao'],
  queryFn: () => api<TaxSettingAnswer>(PATH),
});
const taxSchema = lazySchema(() =>
  import('../../../domain/accounting/tax-contracts.ts').then((m) => m.taxSettingInput),
);

type TaxValues = Record<keyof z.input<typeof taxSettingInput>, string>;

/**
 * 'Regime tributário': what the DRE's deductions and IRPJ/CSLL are worked out by (Simples
 * Nacional by its anexo, or Lucro Presumido with its rates). Until saved, Simples Anexo III.
 */
export function TaxSettings() {
  const tax = useQuery(taxQuery);
  const [editing, setEditing] = useState(false);
  return (
    <CardSection
      title="Regime tributário"
      action={
        <ActionButton icon={Pencil} variant="outline" onClick={() => setEditing(true)}>
          Alterar regime
        </ActionButton>
      }
    >
      <Loaded query={tax} error="Não foi possível carregar o regime tributário.">
        {(setting) => (
          <div className="mt-3 text-sm">
            <p className="font-semibold text-ink-900">{regimeName(setting)}</p>
            <p className="text-ink-600">
              {setting.regime === 'simples_nacional'
                ? 'DAS pela alíquota efetiva da receita dos últimos 12 meses (LC 123/2006).'
                : `ISS ${formatDecimal(setting.iss_aliquota)} %, PIS ${formatDecimal(setting.pis_aliquota)} %, COFINS ${formatDecimal(setting.cofins_aliquota)} %, presunção ${formatDecimal(setting.presuncao)} %.`}
              {!setting.salvo && ' Padrão até que seja salvo.'}
            </p>
          </div>
        )}
      </Loaded>
      {editing && tax.data && <TaxDialog current={tax.data} onClose={() => setEditing(false)} />}
    </CardSection>
  );
}

function TaxDialog(props: { current: TaxSettingAnswer; onClose: () => void }) {
  const save = useAccountingChange((body: object) =>
    api<TaxSettingAnswer>(PATH, { method: 'PUT', body }),
  );
  const { current } = props;
  const contract = useContractForm<TaxValues, z.output<typeof taxSettingInput>>(
    taxSchema,
    {
      regime: current.regime,
      simples_anexo: current.simples_anexo === null ? '' : String(current.simples_anexo),
      iss_aliquota: formatDecimal(current.iss_aliquota),
      pis_aliquota: formatDecimal(current.pis_aliquota),
      cofins_aliquota: formatDecimal(current.cofins_aliquota),
      presuncao: formatDecimal(current.presuncao),
    },
    sendThenClose(save.mutateAsync, 'Regime tributário salvo.', props.onClose),
    INVALID,
  );
  const { Field } = contract;
  return (
    <FormDialog
      fullOnPhone
      title="Regime tributário"
      onClose={props.onClose}
      contract={contract}
      submit="Salvar"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          as="select"
          name="regime"
          label="Regime"
          options={TAX_REGIMES.map((regime) => ({
            value: regime,
            label: TAX_REGIME_LABELS[regime],
          }))}
        />
        <Field
          as="select"
          name="simples_anexo"
          label="Anexo do Simples"
          options={SIMPLES_ANEXOS.map((anexo) => ({
            value: anexo,
            label: SIMPLES_ANEXO_LABELS[anexo],
          }))}
        />
      </div>
      <p className="text-sm text-ink-600">No Lucro Presumido (alíquotas em %):</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="iss_aliquota" label="ISS (%)" inputMode="decimal" />
        <Field name="pis_aliquota" label="PIS (%)" inputMode="decimal" />
        <Field name="cofins_aliquota" label="COFINS (%)" inputMode="decimal" />
        <Field name="presuncao" label="Presunção do lucro (%)" inputMode="decimal" />
      </div>
    </FormDialog>
  );
}
