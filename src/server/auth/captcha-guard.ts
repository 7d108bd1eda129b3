import type { CaptchaAnswer } from '../../domain/auth/contracts.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../platform/app-error.ts';
import { consumeCaptcha } from './captcha-service.ts';

// What a public auth request (login, sign-up, reset request) passes before doing any work
// (decision 017): a solved captcha, and for sign-up and reset a place in an hourly limit
// (http/hourly-places.ts).

/** The captcha, used up whatever the answer; a wrong or spent one is said on its field. */
export async function requireCaptcha(db: Db, clock: Clock, answer: CaptchaAnswer) {
  if (!(await consumeCaptcha(db, clock, answer.captchaId, answer.captchaCode))) {
    throw new AppError('CAPTCHA_INVALID', { captchaCode: 'Código incorreto' });
  }
}
