/**
 * A new company's first steps (issue 45), in the order they are taken: the registers an
 * operation needs, the company's MAPA registration (the relatório operacional and the monthly
 * report print it, Perfil), and a first proposal. The dashboard ticks each as done and shows the
 * list to owners and admins until one of them dismisses it or every step is done.
 */
export const FIRST_STEPS = [
  { key: 'aircraft', label: 'Cadastre uma aeronave' },
  { key: 'pilots', label: 'Cadastre um piloto' },
  { key: 'clients', label: 'Cadastre um cliente' },
  { key: 'properties', label: 'Cadastre uma propriedade' },
  { key: 'registro_mapa', label: 'Informe o registro MAPA da empresa no Perfil' },
  { key: 'proposal', label: 'Crie sua primeira proposta' },
] as const;

export type FirstStepKey = (typeof FIRST_STEPS)[number]['key'];
export const FIRST_STEP_KEYS = FIRST_STEPS.map((step) => step.key) as [
  FirstStepKey,
  ...FirstStepKey[],
];

/** The steps with what is done: null when there is nothing to show (all done, or dismissed). */
export function firstStepsToShow(
  done: Record<FirstStepKey, boolean>,
  dismissed: boolean,
): { key: FirstStepKey; done: boolean }[] | null {
  const steps = FIRST_STEPS.map(({ key }) => ({ key, done: done[key] }));
  return dismissed || steps.every((step) => step.done) ? null : steps;
}
