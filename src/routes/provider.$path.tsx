import { createFileRoute, useParams } from '@tanstack/react-router';
import { tagSlugSchema } from '@/contracts/casino';
import { ProviderPage } from '@/features/catalogue';
import { pathParam } from './-path-param';

export const Route = createFileRoute('/provider/$path')({
  params: pathParam('path', tagSlugSchema),
  component: function ProviderRoute() {
    return <ProviderPage path={useParams({ from: '/provider/$path' }).path} />;
  },
});
