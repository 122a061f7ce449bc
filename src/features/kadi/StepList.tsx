/** A numbered list of short steps with titles, as the Kadi explainer pages use it. */
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { InfoItem } from '@/shared/lib/info-item';

export function StepList({ steps }: { steps: readonly InfoItem[] }) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid
      component="ol"
      type="container"
      cols={{ base: 1, '560px': 2, '960px': steps.length }}
      spacing="md"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {steps.map(({ id, Icon, title, text }, index) => (
        <Stack
          component="li"
          key={id}
          gap="xs"
          p="lg"
          bg="dark.6"
          style={{
            borderRadius: 'var(--mantine-radius-lg)',
            border: '1px solid var(--mantine-color-dark-5)',
          }}
        >
          <ThemeIcon size={40} radius="xl" variant="light" color="gold">
            <Icon size={22} />
          </ThemeIcon>
          <Text fw={800}>
            {index + 1}. {i18n._(title)}
          </Text>
          <Text size="sm" c="dimmed">
            {i18n._(text)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
