/** A router link drawn as a rounded chip, filled while selected: the chips of a ChipNav. */
import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';

type ChipAnchorProps = Omit<ButtonProps, 'variant' | 'radius' | 'leftSection'> &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & {
    ref?: Ref<HTMLAnchorElement>;
    chip: string;
    selected: boolean;
    icon: ReactNode;
  };

function ChipAnchor({ chip, selected, icon, ...props }: ChipAnchorProps) {
  return (
    <Button
      component="a"
      data-chip={chip}
      radius="xl"
      variant={selected ? 'filled' : 'default'}
      leftSection={icon}
      aria-current={selected ? 'page' : undefined}
      style={{ flexShrink: 0 }}
      {...props}
    />
  );
}

export const RouterChip = createLink(ChipAnchor);
