import { createFileRoute, useParams } from '@tanstack/react-router';
import { tagSlugSchema } from '@/contracts/casino';
import { TagPage } from '@/features/catalogue';
import { pathParam } from './-path-param';

export const Route = createFileRoute('/tag/$tag')({
  params: pathParam('tag', tagSlugSchema),
  component: function TagRoute() {
    return <TagPage tag={useParams({ from: '/tag/$tag' }).tag} />;
  },
});
