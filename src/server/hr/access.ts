import { OFFICE, type RouteAccess } from '../http/access.ts';

/**
 * Who may call the HR routes (DESIGN §5 'Recursos Humanos': owner and admin only): reading
 * needs the office role; writing also needs the subscription (the 402 gate); reopening a
 * closed payroll is the owner's alone.
 */
export const HR_ACCESS = {
  reads: { access: { scope: 'company', roles: OFFICE } satisfies RouteAccess },
  acts: { access: { scope: 'company', roles: OFFICE, acts: true } satisfies RouteAccess },
  ownerActs: { access: { scope: 'company', roles: ['owner'], acts: true } satisfies RouteAccess },
};

export const HR_TAGS = ['Recursos Humanos'];
