import { APP_NAME } from '../../../domain/constants.ts';

/** /contabilidade (owners and admins): receivables, payables and results arrive with the accounting area. */
export function AccountingPage() {
  return (
    <>
      <title>{`Contabilidade — ${APP_NAME}`}</title>
      <h1 className="text-2xl font-bold text-ink-900">Contabilidade</h1>
      <p className="mt-4 text-ink-700">
        Contas a receber e a pagar, fluxo de caixa e resultado do mês ficarão aqui.
      </p>
    </>
  );
}
