import { useSearchParams } from 'react-router';

/**
 * The address's `name` parameter and a setter that sets it (or, given null, removes it) and
 * keeps the others: what opens an employee over the tabs (`funcionario`) or a payroll run in
 * its tab (`folha`), so it can be linked to and reloaded.
 */
export function useAddressParam(name: string) {
  const [search, setSearch] = useSearchParams();
  const set = (value: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  return [search.get(name), set] as const;
}
