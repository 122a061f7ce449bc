import { createFileRoute, notFound, redirect } from '@tanstack/react-router';

/** The previous site's Sawtooth Studios game paths (spec part 1 §2.4). */
export const Route = createFileRoute('/sawtooth/$slug')({
  beforeLoad: async ({ params, search }) => {
    // The 90-entry table loads only when a legacy link is followed.
    const { LEGACY_STUDIO, LEGACY_STUDIO_PATHS } = await import('@/contracts/legacy-studio-paths');
    const target = LEGACY_STUDIO_PATHS.get(params.slug.toLowerCase());
    if (!target) throw notFound();
    if (target.kind === 'provider') {
      throw redirect({
        to: '/provider/$path',
        params: { path: LEGACY_STUDIO.providerPath },
        search,
        replace: true,
      });
    }
    throw redirect({
      to: '/game/$identifier',
      params: { identifier: target.identifier },
      search,
      replace: true,
    });
  },
});
