import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { LEGACY_STUDIO, LEGACY_STUDIO_PATHS } from '@/contracts/legacy-studio-paths';

/** The previous site's Sawtooth Studios game paths (spec part 1 §2.4). */
export const Route = createFileRoute('/sawtooth/$slug')({
  beforeLoad: ({ params, search }) => {
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
