import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { CAPTCHA_LENGTH, CAPTCHA_TEXTS } from '../../../domain/auth/captcha.ts';
import type { CaptchaAnswer } from '../../../domain/auth/contracts.ts';
import { captchaQuery, useCheckCaptcha } from './api.ts';

/**
 * CaptchaField bound to a form's `captchaId` and `captchaCode` (login, sign-up, password reset).
 * A new `resetKey` shows a new challenge: each is single use, so a form renews it after a try.
 */
export function FormCaptchaField<Values extends FieldValues & CaptchaAnswer, Output>(props: {
  form: UseFormReturn<Values, unknown, Output>;
  resetKey: number;
}) {
  const form = props.form as unknown as UseFormReturn<CaptchaAnswer>;
  const value = useWatch({ control: form.control, name: 'captchaCode' });
  const onChange = useCallback(
    (code: string, id: string | undefined) => {
      form.setValue('captchaCode', code);
      form.setValue('captchaId', id ?? '');
    },
    [form],
  );
  return (
    <CaptchaField
      value={value}
      onChange={onChange}
      error={form.formState.errors.captchaCode?.message}
      resetKey={props.resetKey}
    />
  );
}

/**
 * The human check of the public auth forms: an image from the server, a 5-character answer, live
 * 'Código correto' / 'Código incorreto' feedback and a button for a new image.
 */
export function CaptchaField(props: {
  value: string;
  onChange: (code: string, challengeId: string | undefined) => void;
  error?: string;
  resetKey: number;
}) {
  const id = useId();
  const errorId = `${id}-erro`;
  const challenge = useQuery(captchaQuery(props.resetKey));
  const check = useCheckCaptcha();
  // Live feedback belongs to one challenge: a new image clears it.
  const [feedback, setFeedback] = useState<{ challengeId: string; valid: boolean } | null>(null);
  const challengeId = challenge.data?.id;
  const { value, onChange } = props;

  useEffect(() => onChange('', challengeId), [challengeId, onChange]);

  async function type(code: string) {
    onChange(code, challengeId);
    setFeedback(null);
    if (code.trim().length !== CAPTCHA_LENGTH || !challengeId) return;
    const result = await check.mutateAsync({ id: challengeId, code });
    setFeedback({ challengeId, valid: result.valid });
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {CAPTCHA_TEXTS.label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        {challenge.data ? (
          <img
            src={challenge.data.image}
            alt="Imagem com o código de verificação"
            className="h-[84px] w-60 rounded border border-brand-100"
          />
        ) : (
          <div className="h-[84px] w-60 animate-pulse rounded bg-brand-50" aria-hidden="true" />
        )}
        <button
          type="button"
          onClick={() => challenge.refetch()}
          className="rounded-lg p-2 text-brand-700 hover:bg-brand-50"
          aria-label="Gerar novo código"
        >
          <RefreshCw className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <input
        id={id}
        value={value}
        onChange={(event) => void type(event.target.value)}
        maxLength={CAPTCHA_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className="mt-2 block w-40 rounded-lg border border-brand-200 px-3 py-2 font-mono tracking-widest uppercase focus:border-brand-500 focus:outline-none aria-[invalid]:border-red-600"
      />
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : (
        feedback &&
        feedback.challengeId === challengeId && (
          <p
            className={`mt-1 text-sm ${feedback.valid ? 'text-crop-700' : 'text-red-700'}`}
            aria-live="polite"
          >
            {feedback.valid ? CAPTCHA_TEXTS.correct : CAPTCHA_TEXTS.incorrect}
          </p>
        )
      )}
    </div>
  );
}
