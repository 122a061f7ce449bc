/** How players come to the VIP team's attention; there is no application form. */
import { Trans } from '@lingui/react/macro';
import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconGift, IconUserPlus } from '@tabler/icons-react';
import { FeatureGate } from '@/features/settings';
import { useModal } from '@/shared/lib/modal-navigation';
import { useCurrentUser } from '@/shared/session';

export function VipHowToJoin() {
  const { isSignedIn, loaded } = useCurrentUser();
  const modal = useModal();
  return (
    <Paper component="section" p="xl" radius="lg" bg="dark.6" withBorder>
      <Stack gap="md">
        <Title order={2} fz="h3">
          <Trans>How to get noticed</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Membership is by invitation only. Our VIP team reviews accounts regularly and contacts
            the players it invites personally.
          </Trans>
        </Text>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={22} radius="xl" color="emerald">
              <IconCircleCheck size={14} />
            </ThemeIcon>
          }
        >
          <List.Item>
            <Trans>Play regularly: casino, Originals, Kadi and sports all count.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Climb the rewards levels: the higher your level, the sooner we notice.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Keep your account verified and in good standing.</Trans>
          </List.Item>
        </List>
        <Group>
          {isSignedIn ? (
            <FeatureGate feature="rewards">
              <Button
                color="gold"
                c="dark.9"
                leftSection={<IconGift size={16} />}
                onClick={() => modal.open('roowards')}
              >
                <Trans>See my rewards level</Trans>
              </Button>
            </FeatureGate>
          ) : loaded ? (
            <Button
              leftSection={<IconUserPlus size={16} />}
              onClick={() => modal.open('auth', { tab: 'register' })}
            >
              <Trans>Register to start climbing</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
