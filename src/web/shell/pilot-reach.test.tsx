import { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { areaRoutes } from './areas.tsx';
import { areaCommandsFor, commandsFor } from './commands.ts';
import { navigationFor } from './navigation.ts';
import { RoleGuard } from './role-guard.tsx';

/** The paths of the routes behind a role guard, at any depth under it. */
function guardedPaths(routes: RouteObject[], guarded = false): string[] {
  return routes.flatMap((route) => {
    const inside = guarded || (isValidElement(route.element) && route.element.type === RoleGuard);
    return [
      ...(inside && route.path ? [route.path] : []),
      ...guardedPaths(route.children ?? [], inside),
    ];
  });
}

const pathOf = (to: string) => to.split('?')[0]!;

// Decision 034: the menu and the palette offer a pilot only pages he may open; the role guard's
// 'Acesso Restrito' is left for what neither offers him.
describe('what a pilot is offered, he may open', () => {
  const guarded = guardedPaths(areaRoutes(new QueryClient()));

  it('finds the office-only routes', () => {
    expect(guarded).toEqual(
      expect.arrayContaining(['/propostas/nova', '/contabilidade', '/recursos-humanos']),
    );
    expect(guarded).not.toContain('/propostas');
    expect(guarded).not.toContain('/relatorios');
  });

  it.each([
    ['the menu', navigationFor({ role: 'pilot', isPlatformAdmin: false }).flatMap((g) => g.items)],
    ['the palette', [...commandsFor('pilot'), ...areaCommandsFor('pilot')]],
  ])('%s leads nowhere behind the role guard', (_where, entries) => {
    const offered = entries.map((entry) => pathOf(entry.to));
    expect(offered).toEqual(expect.arrayContaining(['/propostas', '/relatorios', '/estoque']));
    expect(offered.filter((path) => guarded.includes(path))).toEqual([]);
  });
});
