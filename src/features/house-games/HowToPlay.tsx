/** The numbered rules of a game. */
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import { HOW_TO_PLAY_ID } from './GameHero';
import { InfoCard } from './InfoCard';

export function HowToPlay({ steps }: { steps: readonly MessageDescriptor[] }) {
  const { i18n } = useLingui();
  return (
    <InfoCard
      id={HOW_TO_PLAY_ID}
      title={<Trans>How to play</Trans>}
      icon={<IconListNumbers size={20} />}
    >
      <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((step, index) => (
          <Group component="li" key={step.id} gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={30} radius="xl" variant="filled" fw={800}>
              {index + 1}
            </ThemeIcon>
            <Box pt={4}>
              <Text>{i18n._(step)}</Text>
            </Box>
          </Group>
        ))}
      </Stack>
    </InfoCard>
  );
}
