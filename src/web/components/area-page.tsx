import { APP_NAME } from '../../domain/constants.ts';

/** A logged-in area whose screens arrive with its own issue: its title and what it will hold. */
export function AreaPage({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} — ${APP_NAME}`}</title>
      <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
      <p className="mt-4 max-w-2xl text-ink-700">{description}</p>
    </>
  );
}
