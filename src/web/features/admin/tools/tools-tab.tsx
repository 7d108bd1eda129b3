import { DemoAccountForm } from './demo-account-form.tsx';
import { InviteTester } from './invite-tester.tsx';
import { OrphanUsers } from './orphan-users.tsx';
import { PasswordResetForm } from './password-reset-form.tsx';
import { WeeklyReportSender } from './weekly-report-sender.tsx';

/**
 * Ferramentas (spec part 2 §2): demo account setup, orphan users, password reset, the invite
 * tester and the weekly activity report.
 */
export function ToolsTab() {
  return (
    <div className="mt-4 grid items-start gap-4 lg:grid-cols-2">
      <DemoAccountForm />
      <PasswordResetForm />
      <OrphanUsers />
      <div className="grid gap-4">
        <InviteTester />
        <WeeklyReportSender />
      </div>
    </div>
  );
}
