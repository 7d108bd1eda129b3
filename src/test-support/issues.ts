// How the tests read a zod `safeParse` result's issues: a path is its keys joined with dots
// ('linhas.0.quantidade', '' for the whole value).

/** A `safeParse` result of any schema, as far as its issues go. */
type Parsed = {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
};

/** The first issue's path and message; null when the value passed. */
export const firstIssue = (result: Parsed) => {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : null;
};

/** Each issue's message by its path; {} when the value passed. */
export const issueMessages = (result: Parsed) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
