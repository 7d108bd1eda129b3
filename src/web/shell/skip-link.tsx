/**
 * 'Pular para o conteúdo': the first stop of the keyboard, shown only when focused, which
 * moves the focus past the header to the element `target` names.
 */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      href={`#${target}`}
      onClick={(event) => {
        // The focus moves; the address stays the page's (the router owns it).
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      className="sr-only rounded-lg bg-white font-semibold focus:px-4 focus:py-2 text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      Pular para o conteúdo
    </a>
  );
}
