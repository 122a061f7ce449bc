/** The heading banner shared by the Kadi pages: icon, title, lead line and actions. */
import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './KadiBanner.module.css';

interface Props {
  Icon: TablerIcon;
  title: ReactNode;
  description: ReactNode;
  actions?: ReactNode;
}

export function KadiBanner({ Icon, title, description, actions }: Props) {
  return (
    <Box component="section" className={classes.banner}>
      <Icon className={classes.watermark} stroke={1.2} aria-hidden />
      <Stack gap="md" pos="relative">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={52} radius="xl" color="gold" c="dark.9">
            <Icon size={28} />
          </ThemeIcon>
          <Title order={1} c="white" fz={{ base: 'h2', sm: 'h1' }}>
            {title}
          </Title>
        </Group>
        <Text c="gray.3" maw={640}>
          {description}
        </Text>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Stack>
    </Box>
  );
}
