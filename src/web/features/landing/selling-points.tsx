import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from '../../components/button-link.tsx';
import { paths } from '../../paths.ts';

/** What the product offers, each point after a green check (`icon`: how the check is drawn). */
export function CheckList(props: { items: readonly string[]; icon: LucideIcon }) {
  return (
    <ul className="mt-6 space-y-2 text-ink-700">
      {props.items.map((item) => (
        <li key={item} className="flex gap-2">
          <props.icon className="mt-0.5 h-5 w-5 shrink-0 text-crop-600" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** 'Começar teste grátis': the way in from the landing page, on the sign-up tab. */
export function StartTrialLink() {
  return (
    <ButtonLink to={`${paths.login}?tab=cadastrar`} variant="primary" size="lg">
      Começar teste grátis
    </ButtonLink>
  );
}
