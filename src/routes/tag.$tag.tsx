import { createFileRoute, notFound } from '@tanstack/react-router';
import { tagSlugSchema } from '@/contracts/casino';
import { TagPage } from '@/features/catalogue';

export const Route = createFileRoute('/tag/$tag')({
  params: {
    parse: ({ tag }) => {
      const parsed = tagSlugSchema.safeParse(tag);
      if (!parsed.success) throw notFound();
      return { tag: parsed.data };
    },
    stringify: ({ tag }) => ({ tag }),
  },
  component: function TagRoute() {
    return <TagPage tag={Route.useParams().tag} />;
  },
});
