import { APP_NAME } from '../../../domain/constants.ts';
import { PageHeader } from '../../components/page-header.tsx';

/** `/afiliados` (spec part 1 §2 'User affiliate screen'). */
export function AffiliatesPage() {
  return (
    <>
      <title>{`Afiliados — ${APP_NAME}`}</title>
      <PageHeader title="Afiliados" />
      <p className="mt-1 text-ink-700">Seu código de indicação, comissões e dados de pagamento.</p>
    </>
  );
}
