import { Check, X } from 'lucide-react';
import { passwordCriteria, passwordStrength } from '../../domain/auth/password.ts';

const levels = {
  Fraca: 'w-1/3 bg-red-600',
  Média: 'w-2/3 bg-accent-500',
  Forte: 'w-full bg-crop-600',
} as const;
const requirements = [
  ['length', 'Pelo menos 8 caracteres'],
  ['upper', 'Uma letra maiúscula'],
  ['lower', 'Uma letra minúscula'],
  ['digit', 'Um número'],
  ['special', 'Um caractere especial (!@#$%^&*(),.?":{}|<>)'],
] as const;

/** Strength meter (Fraca, Média, Forte) and the requirements panel of spec part 1 §2. */
export function PasswordMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const met = passwordCriteria(password);
  return (
    <div className="mt-2 space-y-2">
      <div className="flex items-center gap-2 text-sm">
        <div className="h-1.5 flex-1 rounded bg-brand-50">
          <div className={`h-full rounded ${levels[strength]}`} />
        </div>
        <span className="w-12 text-right text-ink-700">{strength}</span>
      </div>
      <ul className="space-y-1 text-sm" aria-label="Requisitos da senha">
        {requirements.map(([key, text]) => (
          <li
            key={key}
            className={`flex items-center gap-1.5 ${met[key] ? 'text-crop-700' : 'text-ink-600'}`}
          >
            {met[key] ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <X className="h-4 w-4" aria-hidden="true" />
            )}
            {text}
            <span className="sr-only">{met[key] ? '(atendido)' : '(pendente)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
