import { notify } from '../../lib/notify.ts';

/** What a dialog's form says when the contract refuses a field. */
export const INVALID = { invalid: 'Verifique os campos destacados.' };

/**
 * A dialog's send: the change with what the contract read, its confirmation (`done`, or what
 * it makes of the body), then the dialog closes. A refusal keeps it open with the fields marked.
 */
export const sendThenClose =
  <B>(
    change: (body: B) => Promise<unknown>,
    done: string | ((body: B) => string),
    close: () => void,
  ) =>
  async (body: B) => {
    await change(body);
    notify(typeof done === 'string' ? done : done(body));
    close();
  };
