import { useQuery } from '@tanstack/react-query';
import { Landmark, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { BankAccount } from '../../../domain/accounting/response-contracts.ts';
import { parseCents } from '../../../domain/decimal.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { formatDate } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { ActionError } from '../../components/action-error.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { Tag } from '../../components/tag.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { accountsQuery, useCreateAccount, useUpdateAccount } from './api.ts';
import { ArchiveButton } from './archive-button.tsx';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { moneyText } from '../../lib/numbers.ts';

type AccountValues = {
  nome: string;
  banco: string;
  agencia: string;
  conta: string;
  /** Reais as typed, negative for an overdrawn start: the contract takes centavos. */
  saldo_inicial_cents: string;
  saldo_inicial_data: string;
};

/** The account's contract over the form: the opening balance typed in reais. */
const accountSchema = (update: boolean) =>
  lazySchema(async () => {
    const [{ z }, m] = await Promise.all([
      import('zod'),
      import('../../../domain/accounting/contracts.ts'),
    ]);
    return z.preprocess(
      (values) => {
        const typed = values as AccountValues;
        return {
          ...typed,
          saldo_inicial_cents: parseCents(typed.saldo_inicial_cents) ?? undefined,
        };
      },
      update ? m.bankAccountUpdate : m.bankAccountInput,
    );
  });
const newSchema = accountSchema(false);
const updateSchema = accountSchema(true);

/** The bank accounts (and the cash box) with today's balance: add, edit, archive. */
export function AccountSettings() {
  const accounts = useQuery(accountsQuery);
  const [editing, setEditing] = useState<BankAccount | 'nova' | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  return (
    <CardSection
      title="Contas bancárias"
      action={
        <ActionButton icon={Plus} variant="outline" onClick={() => setEditing('nova')}>
          Nova conta bancária
        </ActionButton>
      }
    >
      <Loaded query={accounts} error="Não foi possível carregar as contas bancárias.">
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={Landmark}>
              Nenhuma conta bancária. Cadastre a conta (ou o caixa) onde os pagamentos entram e
              saem.
            </EmptyState>
          ) : (
            <ul className="mt-3 divide-y divide-brand-100">
              {list.map((account) => (
                <AccountRow
                  key={account.id}
                  account={account}
                  onEdit={setEditing}
                  onError={setFailed}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
      <ActionError error={failed} />
      {editing && (
        <AccountDialog
          account={editing === 'nova' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </CardSection>
  );
}

function AccountRow(props: {
  account: BankAccount;
  onEdit: (account: BankAccount) => void;
  onError: (error: unknown) => void;
}) {
  const { account } = props;
  const update = useUpdateAccount(account.id);
  const bank = [
    account.banco,
    account.agencia && `ag. ${account.agencia}`,
    account.conta && `c/c ${account.conta}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    // On a phone the balance and its buttons go under a long name rather than squeeze it.
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
      <div className="min-w-0 flex-[1_1_12rem]">
        <p className="font-semibold text-ink-900">
          {account.nome} {account.arquivada && <Tag tone="muted">Arquivada</Tag>}
        </p>
        {bank && <p className="truncate text-sm text-ink-600">{bank}</p>}
      </div>
      <div className="ml-auto flex items-center gap-1">
        <span
          className={`mr-2 font-bold whitespace-nowrap tabular-nums ${account.saldo_cents < 0 ? 'text-red-700' : 'text-ink-900'}`}
        >
          <span className="sr-only">Saldo </span>
          {formatBRL(account.saldo_cents)}
        </span>
        <IconButton
          icon={Pencil}
          label={`Editar ${account.nome}`}
          title="Editar"
          onClick={() => props.onEdit(account)}
        />
        <ArchiveButton
          name={`Conta ${account.nome}`}
          arquivada={account.arquivada}
          change={update.mutateAsync}
          onError={props.onError}
        />
      </div>
    </li>
  );
}

function AccountDialog(props: { account: BankAccount | null; onClose: () => void }) {
  const { account } = props;
  const create = useCreateAccount();
  const update = useUpdateAccount(account?.id ?? '');
  const contract = useContractForm<AccountValues, object>(
    account ? updateSchema : newSchema,
    {
      nome: account?.nome ?? '',
      banco: account?.banco ?? '',
      agencia: account?.agencia ?? '',
      conta: account?.conta ?? '',
      saldo_inicial_cents: account ? moneyText(account.saldo_inicial_cents) : '0,00',
      saldo_inicial_data: formatDate(account?.saldo_inicial_data ?? todayInSaoPaulo(new Date())),
    },
    sendThenClose(
      (account ? update : create).mutateAsync,
      account ? 'Conta bancária atualizada.' : 'Conta bancária criada.',
      props.onClose,
    ),
    INVALID,
  );
  const { Field } = contract;
  return (
    <FormDialog
      fullOnPhone
      title={account ? `Editar ${account.nome}` : 'Nova conta bancária'}
      onClose={props.onClose}
      contract={contract}
      submit="Salvar"
    >
      <Field name="nome" label="Nome" hint="Como aparece nos pagamentos: 'Sicredi PJ', 'Caixa'." />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field name="banco" label="Banco" />
        <Field name="agencia" label="Agência" />
        <Field name="conta" label="Conta" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="saldo_inicial_cents" label="Saldo inicial (R$)" inputMode="decimal" />
        <Field
          name="saldo_inicial_data"
          label="Data do saldo inicial"
          placeholder="dd/mm/aaaa"
          inputMode="numeric"
        />
      </div>
    </FormDialog>
  );
}
