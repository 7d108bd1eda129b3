import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { BoundForm } from './bound-form.tsx';
import { FormField } from './form-field.tsx';

type Values = { nome: string; uf: string; obs: string };

/**
 * A form with one field of each kind, the first given its form, the others bound by the
 * BoundForm; `problems` are set as the resolver or server would.
 */
function Form(props: { problems?: Partial<Values>; onUf?: (uf: string) => void }) {
  const form = useForm<Values>({ defaultValues: { nome: 'Aero Sul', uf: '', obs: '' } });
  const { problems } = props;
  useEffect(() => {
    for (const [name, message] of Object.entries(problems ?? {}))
      form.setError(name as keyof Values, { message });
  }, [form, problems]);
  return (
    <BoundForm form={form} onSubmit={() => {}} status={null}>
      <FormField form={form} name="nome" label="Nome" hint="Como aparece nos relatórios." />
      <FormField
        name="uf"
        as="select"
        label="UF"
        options={[{ value: 'RS', label: 'RS' }]}
        onChange={(event) => props.onUf?.(event.target.value)}
        describeError={(message) => message && `UF: ${message}`}
      />
      <FormField name="obs" as="textarea" label="Observações" />
      <output data-testid="values">{JSON.stringify(useWatch({ control: form.control }))}</output>
    </BoundForm>
  );
}

describe('FormField', () => {
  it('labels each control, shows the form’s value and ties the hint to it', () => {
    render(<Form />);
    const nome = screen.getByLabelText('Nome');
    expect(nome).toHaveValue('Aero Sul');
    expect(nome).toHaveAccessibleDescription('Como aparece nos relatórios.');
    expect(nome).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('UF').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Observações').tagName).toBe('TEXTAREA');
  });

  it('shows the form’s error for its name, marked invalid and read with the control', async () => {
    render(<Form problems={{ nome: 'Nome obrigatório.', uf: 'Escolha o estado.' }} />);
    const nome = screen.getByLabelText('Nome');
    expect(await screen.findByText('Nome obrigatório.')).toBeInTheDocument();
    expect(nome).toHaveAttribute('aria-invalid', 'true');
    expect(nome).toHaveAccessibleDescription('Como aparece nos relatórios. Nome obrigatório.');
    expect(screen.getByLabelText('UF')).toHaveAccessibleDescription('UF: Escolha o estado.');
    expect(screen.getByLabelText('Observações')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the value in the form and still runs the field’s own onChange', async () => {
    const onUf = vi.fn();
    render(<Form onUf={onUf} />);
    await userEvent.selectOptions(screen.getByLabelText('UF'), 'RS');
    await userEvent.type(screen.getByLabelText('Observações'), 'Pista curta');
    expect(onUf).toHaveBeenCalledWith('RS');
    expect(JSON.parse(screen.getByTestId('values').textContent!)).toEqual({
      nome: 'Aero Sul',
      uf: 'RS',
      obs: 'Pista curta',
    });
  });
});
