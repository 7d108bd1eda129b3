import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { dashboardQuery } from './lib/dashboard.ts';
import { meQuery } from './lib/session.ts';
import { whenMember } from './lib/when-member.ts';
import { visitStaleTime } from './lib/page-answers.ts';
import { paths } from './paths.ts';
import { RootLayout } from './shell/root-layout.tsx';
import { RouteError } from './shell/route-error.tsx';
import { ProtectedRoute } from './shell/protected-route.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { adminRoute, areaRoutes } from './shell/areas.tsx';
import { CompanyRoute } from './shell/company-route.tsx';
import { Spinner } from './components/spinner.tsx';

/** Pages that exist only while developing (`vite` serving the source). */
const devRoutes: RouteObject[] = [
  {
    path: paths.devErrorProbe,
    lazy: () =>
      import('./features/dev-error/error-probe-page.tsx').then((m) => ({
        Component: m.ErrorProbePage,
      })),
  },
];

/**
 * The route table: each page is its own lazily loaded module (its own chunk). Loaders only start
 * requests (they never wait), so the session and a page's data load while its code does.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        path: paths.home,
        lazy: () =>
          import('./features/landing/landing-page.tsx').then((m) => ({ Component: m.LandingPage })),
      },
      ...[paths.login, paths.loginAlias].map((path) => ({
        path,
        lazy: () =>
          import('./features/auth/auth-page.tsx').then((m) => ({ Component: m.AuthPage })),
      })),
      {
        path: paths.resetPassword,
        lazy: () =>
          import('./features/auth/reset-password-page.tsx').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: paths.terms,
        lazy: () =>
          import('./features/legal/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: paths.privacy,
        lazy: () =>
          import('./features/legal/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
      },
      // Development builds only: a production build leaves the probe and its chunk out.
      ...(import.meta.env.DEV ? devRoutes : []),
      {
        path: paths.devOutbox,
        lazy: () =>
          import('./features/dev-outbox/outbox-page.tsx').then((m) => ({
            Component: m.OutboxPage,
          })),
      },
      {
        element: <ProtectedRoute />,
        loader: () => {
          void queryClient.prefetchQuery(meQuery);
          return null;
        },
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                element: <CompanyRoute />,
                children: [
                  {
                    path: paths.dashboard,
                    // Every visit fetches fresh figures; the page shows the last ones meanwhile.
                    loader: () => {
                      whenMember(queryClient, () => {
                        void queryClient.prefetchQuery({
                          ...dashboardQuery,
                          staleTime: visitStaleTime,
                        });
                      });
                      return null;
                    },
                    lazy: () =>
                      import('./features/dashboard/dashboard-page.tsx').then((m) => ({
                        Component: m.DashboardPage,
                      })),
                  },
                  ...areaRoutes(queryClient),
                  {
                    path: paths.profile,
                    lazy: () =>
                      import('./features/profile/profile-page.tsx').then((m) => ({
                        Component: m.ProfilePage,
                      })),
                  },
                  {
                    path: paths.testCheckout,
                    lazy: () =>
                      import('./features/profile/test-checkout-page.tsx').then((m) => ({
                        Component: m.TestCheckoutPage,
                      })),
                  },
                ],
              },
              adminRoute,
              {
                path: paths.noCompany,
                lazy: () =>
                  import('./features/no-company/no-company-page.tsx').then((m) => ({
                    Component: m.NoCompanyPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: () =>
          import('./features/not-found/not-found-page.tsx').then((m) => ({
            Component: m.NotFoundPage,
          })),
      },
    ],
  },
];
