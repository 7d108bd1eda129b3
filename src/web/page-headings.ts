import { paths } from './paths.ts';
import { agendaHeading } from './headings/agenda.ts';
import { operationHeading } from './headings/operation.ts';
import { operationsHeading } from './headings/operations.ts';
import { proposalsHeading } from './headings/proposals.ts';
import { reportsHeading } from './headings/reports.ts';
import { fieldHeading } from './headings/field.ts';
import { registersHeading } from './headings/registers.ts';
import { stockHeading } from './headings/stock.ts';
import { fleetHeading } from './headings/fleet.ts';
import { accountingHeading } from './headings/accounting.ts';
import { hrHeading } from './headings/hr.ts';
import { affiliatesHeading } from './headings/affiliates.ts';
import { profileHeading } from './headings/profile.ts';
import { adminHeading } from './headings/admin.ts';
import type { PageHeading } from './headings/heading.ts';

export type { PageHeading } from './headings/heading.ts';

/**
 * The headers of the company's pages that are the same for everyone, once: the pages draw them
 * (`PageHeader`), and the HTML the server sends for them carries them in the loading screen
 * (`src/web/prerender.tsx`), so the header paints with the first paint (issue 43 item 1).
 * Each is a module of its own (`headings/`): a page's code carries its own header, not every
 * page's. Here by the page's name in `paths`.
 */
const BY_PAGE = {
  agenda: agendaHeading,
  operation: operationHeading,
  operations: operationsHeading,
  proposals: proposalsHeading,
  reports: reportsHeading,
  field: fieldHeading,
  registers: registersHeading,
  stock: stockHeading,
  fleet: fleetHeading,
  accounting: accountingHeading,
  hr: hrHeading,
  affiliates: affiliatesHeading,
  profile: profileHeading,
  admin: adminHeading,
} as const satisfies Partial<Record<keyof typeof paths, PageHeading>>;

/** The headers by their page's path. */
export const PAGE_HEADINGS: Record<string, PageHeading> = Object.fromEntries(
  Object.entries(BY_PAGE).map(([page, heading]) => [paths[page as keyof typeof BY_PAGE], heading]),
);
