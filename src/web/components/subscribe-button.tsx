import { errorText, useBillingRedirect } from '../lib/billing.ts';
import { buttonClasses } from './button-link.tsx';

/** 'Assinar Agora' (spec part 1 §2): 'Processando...' while the checkout is being opened. */
export function SubscribeButton() {
  const checkout = useBillingRedirect('checkout');
  // After success the page is leaving: keep the button busy until it does.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <>
      <button
        type="button"
        onClick={() => checkout.mutate()}
        disabled={busy}
        className={buttonClasses('primary')}
      >
        {busy ? 'Processando...' : 'Assinar Agora'}
      </button>
      {checkout.isError && (
        <p role="alert" className="basis-full text-sm text-red-700">
          {errorText(checkout.error)}
        </p>
      )}
    </>
  );
}
