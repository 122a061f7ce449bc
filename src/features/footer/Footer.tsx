/**
 * The footer (spec part 2 §2): link groups (without the features the operator switched off),
 * community links, accepted currencies, language selector, payment methods, the operator's
 * legal text and the 'Unregister PWA' action.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { BRAND } from '@/contracts/brand';
import { LANGUAGES } from '@/contracts/locales';
import { useLocale } from '@/features/i18n';
import { useFeatureCheck, useSiteSettings } from '@/features/settings';
import { useModal } from '@/shared/lib/modal-navigation';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouterAnchor } from '@/shared/ui/router-links';
import { CommunityIcon } from './CommunityIcon';
import classes from './Footer.module.css';
import { ACCEPTED_CURRENCIES, FOOTER_GROUPS, PAYMENT_METHODS } from './link-groups';
import { UnregisterPwaButton } from './UnregisterPwaButton';

export function Footer() {
  const { i18n, t } = useLingui();
  const { locale } = useLocale();
  const modal = useModal();
  const community = useSiteSettings()?.links.community ?? [];
  const featureOn = useFeatureCheck();
  const groups = FOOTER_GROUPS.map((group) => ({
    ...group,
    links: group.links.filter((item) => featureOn(item.feature)),
  })).filter((group) => group.links.length > 0);
  const languageName = LANGUAGES.find((l) => l.code === locale)?.name ?? 'English';

  return (
    <Box
      component="footer"
      bg="dark.8"
      mt="xl"
      data-testid="site-footer"
      className={classes.footer}
    >
      <PageContainer>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="lg">
          {groups.map((group) => (
            <Stack key={group.id} gap={6}>
              <Title order={2} size="sm" tt="uppercase" c="dimmed">
                {i18n._(group.title)}
              </Title>
              {group.links.map((item) => (
                <RouterAnchor key={item.id} {...item.link} size="sm" c="gray.4">
                  {i18n._(item.label)}
                </RouterAnchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Stack gap="xs">
            <Text size="sm" fw={700}>
              <Trans>Community</Trans>
            </Text>
            <Group gap="xs">
              {community.map((entry) => (
                <ActionIcon
                  key={entry.url}
                  component="a"
                  href={entry.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="default"
                  size="lg"
                  aria-label={entry.network}
                >
                  <CommunityIcon network={entry.network} />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
          <Stack gap="xs">
            <Text size="sm" fw={700}>
              <Trans>Accepted currencies</Trans>
            </Text>
            <Group gap={6}>
              {ACCEPTED_CURRENCIES.map((c) => (
                <Badge key={c} variant="outline" color="gray" radius="sm">
                  {c}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Stack gap="xs">
            <Text size="sm" fw={700}>
              <Trans>Language</Trans>
            </Text>
            <Button
              variant="default"
              leftSection={<IconWorld size={16} />}
              onClick={() => modal.open('locale')}
              w="fit-content"
              data-testid="footer-language"
            >
              {languageName}
            </Button>
          </Stack>
        </SimpleGrid>
        <Group gap={6} mt="lg" aria-label={t`Payment methods`}>
          {PAYMENT_METHODS.map((method) => (
            <Badge key={method} variant="light" color="gray" size="lg" radius="sm">
              {method}
            </Badge>
          ))}
        </Group>
        <Divider my="lg" />
        <Stack gap="xs">
          <Group gap="xs">
            <Badge color="red.9" variant="filled" radius="sm">
              {BRAND.minimumAge}+
            </Badge>
            <Text size="xs" c="dimmed">
              <Trans>Gambling can be addictive. Play responsibly.</Trans>{' '}
              <RouterAnchor to="/responsible-gambling" size="xs" underline="always">
                <Trans>Get help</Trans>
              </RouterAnchor>
            </Text>
          </Group>
          <Text size="xs" c="dimmed" data-testid="legal-text">
            <Trans>
              {BRAND.name} is operated by {BRAND.legalEntity}, company number {BRAND.companyNumber},
              registered at {BRAND.address}, and licensed by the {BRAND.regulator} under licence{' '}
              {BRAND.licence}. Players must be {BRAND.minimumAge} or older, or the legal age in
              their jurisdiction if higher.
            </Trans>
          </Text>
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              © {new Date().getFullYear()} {BRAND.legalEntity}
            </Text>
            <UnregisterPwaButton />
          </Group>
        </Stack>
      </PageContainer>
    </Box>
  );
}
