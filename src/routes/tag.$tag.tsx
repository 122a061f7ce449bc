import { createFileRoute, redirect, useParams } from '@tanstack/react-router';
import { catalogueTagOf, tagSlugSchema } from '@/contracts/casino';
import { TagPage } from '@/features/catalogue';
import { pathParam } from './-path-param';

export const Route = createFileRoute('/tag/$tag')({
  params: pathParam('tag', tagSlugSchema),
  // A tag name the spec's links use for one the catalogue names otherwise (/tag/livegames).
  beforeLoad: ({ params, search }) => {
    const tag = catalogueTagOf(params.tag);
    if (tag !== params.tag)
      throw redirect({ to: '/tag/$tag', params: { tag }, search, replace: true });
  },
  component: function TagRoute() {
    return <TagPage tag={useParams({ from: '/tag/$tag' }).tag} />;
  },
});
