/** A content page: its translated title and the operator's text, themed like the rest of the app. */
import { useLingui } from '@lingui/react/macro';
import { Paper, Typography } from '@mantine/core';
import { use } from 'react';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PageHeader } from '@/shared/ui/PageHeader';
import { loadContentHtml } from './load-content';
import { CONTENT_PAGES, type ContentSlug } from './pages';

export function ContentPage({ slug }: { slug: ContentSlug }) {
  const { i18n } = useLingui();
  const html = use(loadContentHtml(slug));
  return (
    <PageContainer size="md">
      <PageHeader title={i18n._(CONTENT_PAGES[slug].title)} />
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" bg="dark.6" withBorder>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: operator-authored Markdown bundled with the app. */}
        <Typography data-testid="content-body" dangerouslySetInnerHTML={{ __html: html }} />
      </Paper>
    </PageContainer>
  );
}
