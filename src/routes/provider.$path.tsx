import { createFileRoute, notFound } from '@tanstack/react-router';
import { tagSlugSchema } from '@/contracts/casino';
import { ProviderPage } from '@/features/catalogue';

export const Route = createFileRoute('/provider/$path')({
  params: {
    parse: ({ path }) => {
      const parsed = tagSlugSchema.safeParse(path);
      if (!parsed.success) throw notFound();
      return { path: parsed.data };
    },
    stringify: ({ path }) => ({ path }),
  },
  component: function ProviderRoute() {
    return <ProviderPage path={Route.useParams().path} />;
  },
});
