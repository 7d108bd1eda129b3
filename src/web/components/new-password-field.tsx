import { useWatch } from 'react-hook-form';
import { shownPasswordMessage } from '../../domain/auth/password.ts';
import { FormField } from './form-field.tsx';
import { PasswordMeter } from './password-meter.tsx';

/**
 * A new password in a BoundForm: typed hidden, with its strength and requirements under it; the
 * validator's messages (English in the spec, from the form or the server) shown in pt-BR.
 */
export function NewPasswordField(props: {
  name: string;
  label: string;
  placeholder?: string;
  describeError?: (message: string | undefined) => string | undefined;
}) {
  const password = useWatch({ name: props.name }) as string | undefined;
  const { describeError = (message) => message } = props;
  return (
    <FormField
      {...props}
      describeError={(message) => describeError(shownPasswordMessage(message))}
      type="password"
      autoComplete="new-password"
      below={<PasswordMeter password={password ?? ''} />}
    />
  );
}
