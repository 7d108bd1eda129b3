import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { whenMember } from '../lib/when-member.ts';
import { paths } from '../paths.ts';
import { RoleGuard } from './role-guard.tsx';
import { SubscriptionGate } from './subscription-gate.tsx';

const operationPage = () =>
  import('../features/operations/operation-page.tsx').then((m) => ({
    Component: m.OperationPage,
  }));

/** Routes for owners and admins only (the office); a pilot is shown `pilotNote`, if any. */
const officeOnly = (children: RouteObject[], pilotNote?: string): RouteObject => ({
  element: <RoleGuard roles={['owner', 'admin']} pilotNote={pilotNote} />,
  children,
});

/**
 * The logged-in areas of spec part 1 §2. The
 * working areas sit behind the subscription gate; the financial ones behind the role guard first.
 */
export const areaRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <SubscriptionGate />,
    children: [
      {
        path: paths.agenda,
        lazy: () =>
          import('../features/agenda/agenda-page.tsx').then((m) => ({ Component: m.AgendaPage })),
      },
      // The form's registers are asked for as its page opens (loaders only start requests); the
      // code that asks is loaded apart, as the page's (in the boot, it put a shared chunk there).
      ...[paths.operation, `${paths.operation}/:id`].map((path) => ({
        path,
        lazy: operationPage,
        loader: () => {
          whenMember(queryClient, () => {
            void import('../features/operations/form-registers.ts').then(
              (m) => m.prefetchFormRegisters(queryClient),
              () => undefined, // offline: the form's selects ask when drawn
            );
          });
          return null;
        },
      })),
      {
        path: `${paths.operation}/:id/relatorio`,
        lazy: () =>
          import('../features/operations/report-page.tsx').then((m) => ({
            Component: m.ReportPage,
          })),
      },
      {
        path: paths.operations,
        lazy: () =>
          import('../features/operations/operations-list-page.tsx').then((m) => ({
            Component: m.OperationsListPage,
          })),
      },
      {
        path: paths.field,
        lazy: () =>
          import('../features/field/field-page.tsx').then((m) => ({ Component: m.FieldPage })),
      },
      // A pilot reads the MAPA report of his flights and the proposals without their amounts;
      // exporting, marking sent and writing a proposal are the office's (decision 034).
      {
        path: paths.reports,
        lazy: () =>
          import('../features/mapa/mapa-page.tsx').then((m) => ({ Component: m.MapaPage })),
      },
      {
        path: paths.proposals,
        lazy: () =>
          import('../features/proposals/proposals-list-page.tsx').then((m) => ({
            Component: m.ProposalsListPage,
          })),
      },
      officeOnly(
        [
          {
            path: `${paths.proposals}/nova`,
            lazy: () =>
              import('../features/proposals/new-proposal-page.tsx').then((m) => ({
                Component: m.NewProposalPage,
              })),
          },
        ],
        'As propostas são feitas pelo proprietário ou administrador.',
      ),
      {
        path: `${paths.proposals}/:id`,
        lazy: () =>
          import('../features/proposals/proposal-page.tsx').then((m) => ({
            Component: m.ProposalPage,
          })),
      },
      {
        path: paths.registers,
        lazy: () =>
          import('../features/registers/registers-page.tsx').then((m) => ({
            Component: m.RegistersPage,
          })),
      },
      {
        path: paths.stock,
        lazy: () =>
          import('../features/stock/stock-page.tsx').then((m) => ({ Component: m.StockPage })),
      },
      {
        path: paths.fleet,
        lazy: () =>
          import('../features/fleet/fleet-page.tsx').then((m) => ({ Component: m.FleetPage })),
      },
    ],
  },
  // Who may see the area first: a pilot learns the financial area is not theirs.
  officeOnly([
    {
      element: <SubscriptionGate />,
      children: [
        {
          path: paths.accounting,
          lazy: () =>
            import('../features/accounting/accounting-page.tsx').then((m) => ({
              Component: m.AccountingPage,
            })),
        },
        {
          path: paths.hr,
          lazy: () => import('../features/hr/hr-page.tsx').then((m) => ({ Component: m.HrPage })),
        },
      ],
    },
  ]),
  {
    path: paths.affiliates,
    lazy: () =>
      import('../features/affiliates/affiliates-page.tsx').then((m) => ({
        Component: m.AffiliatesPage,
      })),
  },
];

/** /admin, the platform admin's, who may belong to no company (spec part 2). */
export const adminRoute: RouteObject = {
  element: <RoleGuard platformAdmin />,
  children: [
    {
      path: paths.admin,
      lazy: () =>
        import('../features/admin/admin-page.tsx').then((m) => ({ Component: m.AdminPage })),
    },
  ],
};
