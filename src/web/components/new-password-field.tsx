import { useWatch } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { PasswordMeter } from './password-meter.tsx';

/** A new password in a BoundForm: typed hidden, with its strength and requirements under it. */
export function NewPasswordField(props: {
  name: string;
  label: string;
  placeholder?: string;
  describeError?: (message: string | undefined) => string | undefined;
}) {
  const password = useWatch({ name: props.name }) as string | undefined;
  return (
    <FormField
      {...props}
      type="password"
      autoComplete="new-password"
      below={<PasswordMeter password={password ?? ''} />}
    />
  );
}
