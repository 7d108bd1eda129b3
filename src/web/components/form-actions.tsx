import { buttonClasses } from './button-link.tsx';

/**
 * The actions of a long form, kept in view at the bottom of the screen. While they are on the
 * page, the page scrolls a field taking focus above them, never under (WCAG 2.4.11): the
 * `html:has(&)` part gives the page's scroll a bottom padding taller than the bar, even wrapped.
 */
export const STICKY_ACTIONS =
  'sticky bottom-0 -mx-4 flex flex-wrap justify-end gap-2 border-t border-brand-100 bg-white/95 px-4 py-3 backdrop-blur [html:has(&)]:scroll-pb-36';

/**
 * A form's buttons, at its end: 'Cancelar' (when it can be left) and the submit, which waits
 * while the form is sent.
 */
export function FormActions(props: {
  pending: boolean;
  submit: string;
  /** What the submit says while the form is sent ('Salvando...' unless told). */
  pendingText?: string;
  onCancel?: () => void;
  cancel?: string;
  /** The submit's colour: 'brand' unless told ('primary' for a decision, as approving; 'danger'). */
  variant?: 'brand' | 'primary' | 'outline' | 'danger';
  className?: string;
}) {
  return (
    <div className={props.className ?? 'flex justify-end gap-2'}>
      {props.onCancel && (
        <button type="button" onClick={props.onCancel} className={buttonClasses('outline')}>
          {props.cancel ?? 'Cancelar'}
        </button>
      )}
      <button
        type="submit"
        disabled={props.pending}
        className={`${buttonClasses(props.variant ?? 'brand')} disabled:opacity-60`}
      >
        {props.pending ? (props.pendingText ?? 'Salvando...') : props.submit}
      </button>
    </div>
  );
}
