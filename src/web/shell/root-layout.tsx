import { Outlet, ScrollRestoration } from 'react-router';
import { ProgressBar } from './progress-bar.tsx';

export function RootLayout() {
  return (
    <>
      <ProgressBar />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
