import { useBillingRedirect } from '../lib/billing.ts';
import { ActionError } from './action-error.tsx';
import { buttonClasses } from './button-link.tsx';

/**
 * A button that opens the payment provider's page (`checkout` or the customer `portal`): busy
 * from the click until the page leaves, and why it failed under it.
 */
export function BillingButton(props: {
  to: 'checkout' | 'portal';
  label: string;
  busyLabel: string;
  variant: 'primary' | 'outline';
}) {
  const redirect = useBillingRedirect(props.to);
  // After success the page is leaving: keep the button busy until it does.
  const busy = redirect.isPending || redirect.isSuccess;
  return (
    <>
      <button
        type="button"
        onClick={() => redirect.mutate()}
        disabled={busy}
        className={buttonClasses(props.variant)}
      >
        {busy ? props.busyLabel : props.label}
      </button>
      <ActionError error={redirect.error} />
    </>
  );
}

/** 'Assinar Agora' (spec part 1 §2): 'Processando...' while the checkout is being opened. */
export function SubscribeButton() {
  return (
    <BillingButton
      to="checkout"
      label="Assinar Agora"
      busyLabel="Processando..."
      variant="primary"
    />
  );
}
