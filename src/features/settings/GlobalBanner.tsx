/**
 * The global banner (spec part 1 §2.5): 'New update! Please refresh this page.' when this
 * client is older than the one the server serves (or one of its chunks is gone), otherwise the
 * operator's message with its optional title and link. Dismissals are remembered per message.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useAtom, useAtomValue } from 'jotai';
import { updateServiceWorkerAtom } from '@/features/pwa';
import { clientOutdatedAtom, dismissedBannersAtom } from './atoms';
import { useSiteSettings } from './use-site-settings';

interface BannerContent {
  id: string;
  kind: 'update' | 'message';
  title: string | null;
  message: string;
  link: string | null;
}

function useBannerContent(): BannerContent | null {
  const { t } = useLingui();
  const settings = useSiteSettings();
  const outdated = useAtomValue(clientOutdatedAtom);
  const serverBuild = settings?.clientBuildId ?? null;
  const buildDiffers = import.meta.env.PROD && serverBuild !== null && serverBuild !== __BUILD_ID__;
  if (outdated || buildDiffers) {
    return {
      id: `update:${serverBuild ?? __BUILD_ID__}`,
      kind: 'update',
      title: null,
      message: t`New update! Please refresh this page.`,
      link: null,
    };
  }
  const banner = settings?.banner;
  if (!banner) return null;
  return { ...banner, id: `message:${banner.id}`, kind: 'message' };
}

export function GlobalBanner() {
  const { t } = useLingui();
  const content = useBannerContent();
  const [dismissed, setDismissed] = useAtom(dismissedBannersAtom);
  const updateServiceWorker = useAtomValue(updateServiceWorkerAtom);
  if (!content || dismissed.includes(content.id)) return null;

  const dismiss = () => setDismissed((ids) => [...ids.slice(-49), content.id]);

  return (
    <Paper
      role="status"
      aria-live="polite"
      data-testid="global-banner"
      radius={0}
      px="md"
      py={8}
      bg={content.kind === 'update' ? 'emerald.9' : 'gold.9'}
      c="white"
    >
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconInfoCircle size={18} aria-hidden />
          <Text size="sm" fw={600} lineClamp={2}>
            {content.title ? <strong>{content.title}: </strong> : null}
            {content.message}{' '}
            {content.link ? (
              <Anchor
                href={content.link}
                c="white"
                underline="always"
                target="_blank"
                rel="noopener"
              >
                <Trans>Learn more</Trans>
              </Anchor>
            ) : null}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          {content.kind === 'update' ? (
            <Button
              size="compact-sm"
              variant="white"
              color="dark"
              leftSection={<IconRefresh size={14} />}
              // With a new worker waiting, a plain reload would start the old shell again.
              onClick={() =>
                updateServiceWorker ? void updateServiceWorker() : window.location.reload()
              }
            >
              <Trans>Refresh</Trans>
            </Button>
          ) : null}
          <CloseButton c="white" aria-label={t`Dismiss`} onClick={dismiss} />
        </Group>
      </Group>
    </Paper>
  );
}
