import { notify } from './notify.ts';

/**
 * A dialog's send: the change with what the contract read, its confirmation (`done`, or what
 * it makes of the body and the server's answer), then the dialog closes. A refusal keeps it
 * open with the fields marked.
 */
export const sendThenClose =
  <B, R = unknown>(
    change: (body: B) => Promise<R>,
    done: string | ((body: B, answer: R) => string),
    close: () => void,
  ) =>
  async (body: B) => {
    const answer = await change(body);
    notify(typeof done === 'string' ? done : done(body, answer));
    close();
  };
