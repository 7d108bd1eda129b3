/**
 * Which bank account a statement belongs to, and what the import says when it is not the
 * chosen one, or when its lines are already in another account (issue 37 item 5).
 */
import { counted, plural } from '../plural.ts';
import { isOtherAccount, type StatementAccount } from './statement.ts';

const number = (text: string | null) => (text ?? '').replace(/\D/g, '').replace(/^0+/, '');

/**
 * Whether a statement (its OFX BANKID and ACCTID) is of another account than the chosen one:
 * another bank (the code without leading zeros: '0748' is '748') or another account number
 * (`isOtherAccount`). What either side leaves unknown is no difference.
 */
export function isOtherBankAccount(
  file: StatementAccount | null,
  chosen: { banco: string | null; conta: string | null },
): boolean {
  if (!file) return false;
  const [fromFile, ours] = [number(file.banco), number(chosen.banco)];
  return (fromFile !== '' && ours !== '' && fromFile !== ours) || isOtherAccount(file, chosen);
}

const described = (account: { banco: string | null; conta: string | null }) =>
  [account.banco && `do banco ${account.banco}`, account.conta && `conta ${account.conta}`]
    .filter(Boolean)
    .join(', ') || 'sem banco e conta informados';

/** The 409 of a statement of another account: both named, and how to go on. */
export const otherAccountMessage = (
  file: StatementAccount,
  chosen: { nome: string; banco: string | null; conta: string | null },
) =>
  `O extrato é ${described(file)}, e a conta escolhida (${chosen.nome}) é ${described(chosen)}. Confirme para importar assim mesmo.`;

/** The 409 of lines already stored in another account of the company. */
export const inOtherAccountMessage = (count: number, account: string) =>
  `${counted(count, 'lançamento', 'lançamentos')} deste extrato ${plural(count, 'já está', 'já estão')} na conta ${account}: desfaça aquela importação antes de ${plural(count, 'importá-lo', 'importá-los')} aqui.`;

/** The 409 of undoing an import some of whose lines were reconciled. */
export const importReconciledMessage = (count: number) =>
  `Esta importação tem ${counted(count, 'linha conciliada', 'linhas conciliadas')}: estorne ${plural(count, 'a conciliação', 'as conciliações')} antes de desfazer a importação.`;
