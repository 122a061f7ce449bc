/** Every sport as a card, for the sportsbook's front page. */
import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { RouterUnstyled } from '@/shared/ui/router-links';
import { SPORT_INFO } from './sport-info';

export function SportCards() {
  const { i18n } = useLingui();
  return (
    <SimpleGrid type="container" cols={{ base: 2, '480px': 3, '720px': 5 }} spacing="sm">
      {SPORT_INFO.map(({ slug, label, Icon }) => (
        <RouterUnstyled key={slug} to="/sports/$sport" params={{ sport: slug }}>
          <Paper p="md" radius="lg" bg="dark.6" withBorder h="100%">
            <Stack align="center" gap="xs">
              <ThemeIcon size={48} radius="xl" variant="light">
                <Icon size={26} />
              </ThemeIcon>
              <Text fw={700} ta="center" size="sm">
                {i18n._(label)}
              </Text>
            </Stack>
          </Paper>
        </RouterUnstyled>
      ))}
    </SimpleGrid>
  );
}
