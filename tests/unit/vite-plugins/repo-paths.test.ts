// @vitest-environment node
/** The first-screen manifest's repository paths as the build's tests on module ids. */
import { describe, expect, it } from 'vitest';
import {
  isRouteSplitOf,
  isUnderPaths,
  missingPaths,
  sourcePathsWithout,
} from '../../../vite-plugins/repo-paths';

const root = '/repo/';

describe('repository paths as module id tests', () => {
  const inShell = isUnderPaths(root, ['src/app', 'src/features/home/HomePage.tsx']);

  it('takes a folder with everything under it, and a file as itself', () => {
    expect(inShell('/repo/src/app/start.tsx')).toBe(true);
    expect(inShell('/repo/src/app/boot/early-install-prompt.ts')).toBe(true);
    expect(inShell('/repo/src/features/home/HomePage.tsx')).toBe(true);
  });

  it('does not take a sibling whose name only starts the same', () => {
    expect(inShell('/repo/src/application.ts')).toBe(false);
    expect(inShell('/repo/src/features/home/HomePage.tsx.bak')).toBe(false);
    expect(inShell('/repo/src/features/home/HomePageOld.tsx')).toBe(false);
  });

  it("reads Windows' backslashes", () => {
    expect(isUnderPaths('C:\\repo', ['src/app'])('C:\\repo\\src\\app\\start.tsx')).toBe(true);
  });

  it('finds a package wherever node_modules really is (a linked folder, a nested copy)', () => {
    const notifications = isUnderPaths(root, ['node_modules/@mantine/notifications']);
    expect(notifications('/elsewhere/node_modules/@mantine/notifications/esm/index.mjs')).toBe(
      true,
    );
    expect(notifications('/repo/node_modules/@mantine/notifications-extra/index.mjs')).toBe(false);
  });

  it("tells a route's split parts from the route file itself", () => {
    const homeSplit = isRouteSplitOf(root, 'src/routes/index.tsx');
    expect(homeSplit('/repo/src/routes/index.tsx?tsr-split=component---loader')).toBe(true);
    expect(homeSplit('/repo/src/routes/index.tsx')).toBe(false);
    expect(isUnderPaths(root, ['src/routes/index.tsx'])('/repo/src/routes/index.tsx?x=1')).toBe(
      false,
    );
  });

  it('names the paths that were renamed or moved', () => {
    const here = `${__dirname}/../../..`;
    expect(
      missingPaths(here, ['src/app/start.tsx', 'src/app/strat.tsx', 'src/features', 'nowhere']),
    ).toEqual(['src/app/strat.tsx', 'nowhere']);
  });
});

describe('shell paths without the files that load with the full catalog', () => {
  const here = `${__dirname}/../../..`;

  it('keeps a path that holds none of them, and drops one that is one', () => {
    expect(
      sourcePathsWithout(here, ['src/contracts', 'src/app/start.tsx'], ['src/app/start.tsx']),
    ).toEqual(['src/contracts']);
  });

  it('stands a folder holding one for its other sources, however deep', () => {
    const paths = sourcePathsWithout(
      here,
      ['src/features/layout'],
      ['src/features/layout/profile-menu/ProfileMenuDropdown.tsx'],
    );
    expect(paths).toContain('src/features/layout/TopBar.tsx');
    expect(paths).toContain('src/features/layout/profile-menu/ProfileMenuPopover.tsx');
    expect(paths).not.toContain('src/features/layout/profile-menu/ProfileMenuDropdown.tsx');
    expect(paths).not.toContain('src/features/layout');
    expect(paths).not.toContain('src/features/layout/profile-menu');
    // Lingui reads sources only: no stylesheets.
    expect(paths.filter((path) => !/\.tsx?$/.test(path))).toEqual([]);
  });
});
