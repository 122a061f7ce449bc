/** The emerald gradient icon badge heading catalogue (md), sports and fairness (lg) pages. */
import { ThemeIcon } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

const LOOKS = {
  md: { size: 56, radius: 'lg', iconSize: 30, gradient: { from: 'emerald.7', to: 'dark.5' } },
  lg: { size: 64, radius: 'xl', iconSize: 36, gradient: { from: 'emerald.6', to: 'teal.8' } },
} as const;

interface Props {
  Icon: TablerIcon;
  size: keyof typeof LOOKS;
  stroke?: number;
}

export function GradientIcon({ Icon, size, stroke }: Props) {
  const look = LOOKS[size];
  return (
    <ThemeIcon
      size={look.size}
      radius={look.radius}
      variant="gradient"
      gradient={{ ...look.gradient, deg: 135 }}
    >
      <Icon size={look.iconSize} stroke={stroke} />
    </ThemeIcon>
  );
}
