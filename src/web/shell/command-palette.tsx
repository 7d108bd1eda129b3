import { Command } from 'cmdk';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CompanyRole } from '../../domain/companies/values.ts';
import { findCommands } from './commands.ts';

/**
 * The palette itself, with the commands the role may use (loaded on first use): what is typed
 * finds them by label, description and keywords, accents aside (`findCommands`), the areas'
 * tabs included.
 */
export default function CommandPalette(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: CompanyRole | null;
}) {
  return (
    <Command.Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      shouldFilter={false}
      label="Paleta de comandos"
      overlayClassName="fixed inset-0 z-40 bg-ink-900/40"
      contentClassName="fixed top-[15vh] left-1/2 z-50 w-[min(36rem,calc(100%-1.5rem))] -translate-x-1/2 overflow-hidden rounded-2xl bg-white shadow-xl"
    >
      <PaletteContent role={props.role} onDone={() => props.onOpenChange(false)} />
    </Command.Dialog>
  );
}

/** The search and its commands: mounted while the palette is open, so each opening starts blank. */
function PaletteContent(props: { role: CompanyRole | null; onDone: () => void }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  return (
    <>
      <Command.Input
        value={search}
        onValueChange={setSearch}
        placeholder="Digite um comando ou busque..."
        className="w-full border-b border-brand-100 px-4 py-3 text-base outline-none placeholder:text-ink-500"
      />
      <Command.List className="max-h-80 overflow-y-auto p-2">
        <Command.Empty className="px-3 py-6 text-center text-sm text-ink-600">
          Nenhum comando encontrado.
        </Command.Empty>
        {findCommands(props.role, search).map((command) => (
          <Command.Item
            key={command.to}
            value={command.to}
            onSelect={() => {
              props.onDone();
              navigate(command.to);
            }}
            className="flex cursor-pointer flex-col rounded-lg px-3 py-2 data-[selected=true]:bg-brand-50"
          >
            <span className="font-semibold text-ink-900">{command.label}</span>
            <span className="text-sm text-ink-600">{command.description}</span>
          </Command.Item>
        ))}
      </Command.List>
    </>
  );
}
