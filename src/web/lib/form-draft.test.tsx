import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormDraft } from './form-draft.ts';

const STORED = 'agrovoo:rascunho:teste:empresa-1:nova';

afterEach(() => localStorage.clear());

/** A small form with a draft under `key`; `saved` stands for what a save answers. */
function Draft({ draftKey, saved }: { draftKey: string | null; saved?: string }) {
  const form = useForm({ defaultValues: { nome: 'inicial', area: '' } });
  const draft = useFormDraft(form, draftKey);
  return (
    <form>
      <label>
        Nome <input {...form.register('nome')} />
      </label>
      {draft.restored && (
        <p>
          Rascunho restaurado{' '}
          <button type="button" onClick={draft.discard}>
            Descartar rascunho
          </button>
        </p>
      )}
      <button
        type="button"
        onClick={() => {
          form.reset({ nome: saved ?? '', area: '' });
          draft.clear();
        }}
      >
        Salvar
      </button>
    </form>
  );
}

const stored = () => JSON.parse(localStorage.getItem(STORED) ?? 'null') as unknown;

describe('useFormDraft', () => {
  it('stores what is typed and puts it back, with the notice, when the form opens again', async () => {
    const first = render(<Draft draftKey="teste:empresa-1:nova" />);
    await userEvent.type(screen.getByLabelText('Nome'), ' alterado');
    expect(stored()).toEqual({ nome: 'inicial alterado', area: '' });
    first.unmount();

    render(<Draft draftKey="teste:empresa-1:nova" />);
    expect(await screen.findByText(/Rascunho restaurado/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('inicial alterado');
  });

  it.each([
    ['discarded', 'Descartar rascunho', 'inicial'],
    ['saved', 'Salvar', 'gravado'],
  ])('drops the draft once %s', async (_, button, value) => {
    localStorage.setItem(STORED, JSON.stringify({ nome: 'rascunho', area: '' }));
    render(<Draft draftKey="teste:empresa-1:nova" saved="gravado" />);
    await screen.findByText(/Rascunho restaurado/);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.getByLabelText('Nome')).toHaveValue(value);
    expect(screen.queryByText(/Rascunho restaurado/)).toBeNull();
    expect(stored()).toBeNull();
  });

  it.each([
    ['another key', 'teste:empresa-2:nova'],
    ['no key (a read-only form)', null],
  ])('neither reads nor writes under %s', async (_, key) => {
    localStorage.setItem(STORED, JSON.stringify({ nome: 'rascunho', area: '' }));
    render(<Draft draftKey={key} />);
    await act(async () => {});
    expect(screen.getByLabelText('Nome')).toHaveValue('inicial');
    await userEvent.type(screen.getByLabelText('Nome'), 'x');
    expect(Object.keys(localStorage).filter((k) => k !== STORED)).toEqual(
      key ? [`agrovoo:rascunho:${key}`] : [],
    );
  });

  it('keeps nothing when the changes are undone by hand', async () => {
    render(<Draft draftKey="teste:empresa-1:nova" />);
    await userEvent.type(screen.getByLabelText('Nome'), 'x');
    await userEvent.type(screen.getByLabelText('Nome'), '{Backspace}');
    expect(stored()).toBeNull();
  });
});
