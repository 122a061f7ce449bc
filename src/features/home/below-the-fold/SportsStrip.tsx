/** The sports row: every sport of the book, each opening its page. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconBallFootball } from '@tabler/icons-react';
import { linkOptions } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { SPORT_INFO } from '@/features/sports';
import { RouterUnstyled } from '@/shared/ui/router-links';
import classes from '../home.module.css';
import { SectionHeading } from '../SectionHeading';

const accent = { '--accent': '#38bdf8' } as CSSProperties;

export function SportsStrip() {
  const { i18n } = useLingui();
  return (
    <section data-testid="home-sports">
      <SectionHeading
        title={<Trans>Sports</Trans>}
        icon={<IconBallFootball size={22} />}
        viewAll={linkOptions({ to: '/sports' })}
      />
      <div className={classes.row}>
        {SPORT_INFO.map(({ slug, label, Icon }) => (
          <RouterUnstyled
            key={slug}
            to="/sports/$sport"
            params={{ sport: slug }}
            className={`${classes.card} ${classes.rowItem}`}
            style={accent}
            px="md"
            py="sm"
          >
            <Group gap="sm" wrap="nowrap">
              <span className={classes.iconBubble}>
                <Icon size={22} />
              </span>
              <Text fw={700} size="sm" lh={1.2}>
                {i18n._(label)}
              </Text>
            </Group>
          </RouterUnstyled>
        ))}
      </div>
    </section>
  );
}
