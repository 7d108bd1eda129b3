// The phone's answer to a change it kept offline (issue 41, decision 039): marked, so that a
// screen says the change waits in the phone to be sent — not that it was made. This file holds
// no field code, so a page may read the mark without loading the field store's.

const queued = new WeakSet<object>();

/** Marks `answer` as the phone's, for a change kept in its queue; answers it. */
export function markQueued<T>(answer: T): T {
  if (typeof answer === 'object' && answer !== null) queued.add(answer);
  return answer;
}

/** Whether `answer` is the phone's, for a change still waiting to be sent. */
export const isQueued = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && queued.has(answer);

/** What a screen says of each change kept in the phone. */
export const KEPT_IN_PHONE = {
  iniciar: 'Início guardado no aparelho; será enviado quando houver conexão.',
  concluir: 'Conclusão guardada no aparelho; será enviada quando houver conexão.',
  editar: 'Alterações guardadas no aparelho; serão enviadas quando houver conexão.',
  combustivel: 'Abastecimento guardado no aparelho; será enviado quando houver conexão.',
  anexo: 'Anexo guardado no aparelho; será enviado quando houver conexão.',
  voo: 'Arquivos de voo guardados no aparelho; serão enviados quando houver conexão.',
} as const;
