import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { tagSlugSchema } from '@/contracts/casino';

/** Old category links: group/{tag} became /tag/{tag}. */
export const Route = createFileRoute('/group/$')({
  beforeLoad: ({ params, search }) => {
    const tag = tagSlugSchema.safeParse(params._splat?.replace(/\/+$/, ''));
    if (!tag.success) throw notFound();
    throw redirect({ to: '/tag/$tag', params: { tag: tag.data }, search, replace: true });
  },
});
