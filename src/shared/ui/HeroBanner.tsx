/** A banner with a copy column and art beside it: the home, Kadi promo and game-page heroes. */
import { Box, Group, type MantineSpacing, Stack, type StyleProp } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

interface Props {
  /** The backdrop: gradient, border, radius and padding. */
  className: string | undefined;
  style?: CSSProperties;
  /** The copy column: eyebrow, title, lead line, actions. */
  children: ReactNode;
  /** Space between the copy and the art. */
  gap: MantineSpacing;
  /** Space between the items of the copy column. */
  copyGap: MantineSpacing;
  copyMaw: number;
  art: ReactNode;
  artClassName: string | undefined;
  artFrom: 'sm' | 'md';
  /** Hide the art from assistive technology when it only decorates. */
  artHidden?: boolean;
  h?: StyleProp<CSSProperties['height']>;
  'data-testid'?: string;
}

export function HeroBanner({
  className,
  style,
  children,
  gap,
  copyGap,
  copyMaw,
  art,
  artClassName,
  artFrom,
  artHidden,
  h,
  'data-testid': testId,
}: Props) {
  return (
    <Box component="section" className={className} style={style} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" gap={gap} h={h}>
        <Stack gap={copyGap} maw={copyMaw}>
          {children}
        </Stack>
        <Box className={artClassName} visibleFrom={artFrom} aria-hidden={artHidden}>
          {art}
        </Box>
      </Group>
    </Box>
  );
}
