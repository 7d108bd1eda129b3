import { CheckCircle2, Circle, X } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '../../../domain/dashboard/contracts.ts';
import { FIRST_STEPS, type FirstStepKey } from '../../../domain/dashboard/first-steps.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { api, errorMessage } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';
import { dashboardQuery } from '../../lib/dashboard.ts';
import { paths, registerPath } from '../../paths.ts';

/** Where each first step is taken. */
const STEP_PATHS: Record<FirstStepKey, string> = {
  aircraft: registerPath('aircraft'),
  pilots: registerPath('pilots'),
  clients: registerPath('clients'),
  properties: registerPath('properties'),
  registro_mapa: paths.profile,
  proposal: paths.proposals,
};

const LABELS = Object.fromEntries(FIRST_STEPS.map((step) => [step.key, step.label])) as Record<
  FirstStepKey,
  string
>;

/**
 * A new company's first steps on the dashboard (issue 45), for owners and admins: what an
 * operation needs before the first flight, each ticked as done and linking to where it is done,
 * until every step is done or someone dismisses the list.
 */
export function FirstSteps({ steps }: { steps: NonNullable<Dashboard['first_steps']> }) {
  const dismiss = useChange(
    () => api('/api/dashboard/primeiros-passos/dispensar', { method: 'POST' }),
    [dashboardQuery.queryKey],
  );
  const done = steps.filter((step) => step.done).length;
  return (
    <CardSection
      title={`Primeiros passos (${done} de ${steps.length})`}
      action={
        <ActionButton
          icon={X}
          variant="ghost"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate(undefined)}
        >
          Dispensar
        </ActionButton>
      }
    >
      <p className="mt-1 text-sm text-ink-600">
        O que a empresa precisa antes do primeiro voo. Cada passo é marcado quando feito.
      </p>
      <ol className="mt-3 grid gap-2 sm:grid-cols-2">
        {steps.map((step) => (
          <li key={step.key}>
            <Link
              to={STEP_PATHS[step.key]}
              className="flex min-h-11 items-center gap-2 rounded-xl border border-brand-100 px-3 py-2 text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {step.done ? (
                <CheckCircle2 className="h-5 w-5 shrink-0 text-crop-700" aria-hidden="true" />
              ) : (
                <Circle className="h-5 w-5 shrink-0 text-ink-500" aria-hidden="true" />
              )}
              <span className={step.done ? 'text-ink-600 line-through' : 'text-ink-900'}>
                {LABELS[step.key]}
              </span>
              <span className="sr-only">{step.done ? '(feito)' : '(a fazer)'}</span>
            </Link>
          </li>
        ))}
      </ol>
      {dismiss.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(dismiss.error, 'Não foi possível dispensar os primeiros passos.')}
        </p>
      )}
    </CardSection>
  );
}
