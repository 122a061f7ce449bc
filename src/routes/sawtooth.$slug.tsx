import { createFileRoute, notFound, redirect } from '@tanstack/react-router';

/** The previous site's Sawtooth Studios game paths (spec part 1 §2.4). */
export const Route = createFileRoute('/sawtooth/$slug')({
  beforeLoad: async ({ params, location }) => {
    // The 90-entry table loads only when a legacy link is followed.
    const { legacyStudioRedirect } = await import('@/contracts/legacy-studio-paths');
    const target = legacyStudioRedirect(params.slug);
    if (!target) throw notFound();
    throw redirect({ href: `${target}${location.searchStr}`, replace: true });
  },
});
