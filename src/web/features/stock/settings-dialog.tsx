import type { FuelSettingsInput, ProductSettingsInput } from '../../../domain/stock/contracts.ts';
import type { StockBalance } from '../../../domain/stock/response-contracts.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { decimalText } from '../../lib/numbers.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { useFuelSettings, useProductSettings } from './api.ts';
import { PACKAGE_TYPE_OPTIONS } from './options.ts';

/**
 * A product's minimum and usual package, or a fuel's name and minimum, as typed: the fields of
 * its own contract, which reads them.
 */
type SettingsValues = {
  minimo: string;
  combustivel?: string;
  embalagem_tipo?: string;
  embalagem_capacidade?: string;
};

const productSchema = lazySchema(() =>
  import('../../../domain/stock/contracts.ts').then((m) => m.productSettingsInput),
);
const fuelSchema = lazySchema(() =>
  import('../../../domain/stock/contracts.ts').then((m) => m.fuelSettingsInput),
);

const settingsOf = (item: StockBalance): SettingsValues =>
  item.product_id
    ? {
        minimo: decimalText(item.minimo),
        embalagem_tipo: item.embalagem_tipo ?? '',
        embalagem_capacidade: decimalText(item.embalagem_capacidade),
      }
    : { combustivel: item.combustivel ?? '', minimo: decimalText(item.minimo) };

/** 'Mínimo e embalagem': the minimum that raises 'baixo' and a product's usual package. */
export function SettingsDialog({ item, onClose }: { item: StockBalance; onClose: () => void }) {
  const product = useProductSettings(item.product_id ?? '');
  const fuel = useFuelSettings();
  const contract = useContractForm<SettingsValues, ProductSettingsInput | FuelSettingsInput>(
    item.product_id ? productSchema : fuelSchema,
    settingsOf(item),
    sendThenClose(
      (item.product_id ? product : fuel).mutateAsync,
      `Configuração de ${item.nome} salva.`,
      onClose,
    ),
    INVALID,
  );
  const { Field } = contract;
  return (
    <FormDialog
      title={`${item.nome}: mínimo e embalagem`}
      onClose={onClose}
      contract={contract}
      submit="Salvar"
    >
      <Field
        name="minimo"
        label={`Estoque mínimo (${item.unidade})`}
        hint="Abaixo dele o item aparece como baixo. Em branco: sem mínimo."
        inputMode="decimal"
      />
      {item.product_id && (
        <>
          <Field
            as="select"
            name="embalagem_tipo"
            label="Embalagem usual"
            placeholder="Sem embalagem a devolver"
            options={PACKAGE_TYPE_OPTIONS}
          />
          <Field
            name="embalagem_capacidade"
            label={`Conteúdo por embalagem (${item.unidade})`}
            hint="Usado para contar as embalagens a devolver de cada entrada."
            inputMode="decimal"
          />
        </>
      )}
    </FormDialog>
  );
}
