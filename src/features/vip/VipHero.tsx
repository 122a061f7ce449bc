/** The club's banner: what it is and that membership is by invitation. */
import { Trans } from '@lingui/react/macro';
import { Badge, Box, Stack, Text, Title } from '@mantine/core';
import { IconCrown, IconLock } from '@tabler/icons-react';
import classes from './VipHero.module.css';

export function VipHero() {
  return (
    <Box component="section" className={classes.hero}>
      <Stack align="center" gap="md">
        <IconCrown size={64} stroke={1.5} className={classes.crown} aria-hidden />
        <Badge color="gold" variant="light" leftSection={<IconLock size={12} />}>
          <Trans>Invitation only</Trans>
        </Badge>
        <Title order={1} fz={{ base: '2.2rem', sm: '3rem' }}>
          <span className={classes.title}>
            <Trans>VIP club</Trans>
          </span>
        </Title>
        <Text c="gray.3" maw={620} fz={{ base: 'md', sm: 'lg' }}>
          <Trans>
            Our most loyal players get more: a personal host, bigger rewards, quicker withdrawals
            and invitations you will not find anywhere else on KadiBet.
          </Trans>
        </Text>
      </Stack>
    </Box>
  );
}
