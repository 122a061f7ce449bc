/**
 * Mantine components that navigate with the router: type-checked `to`/`search`/`params`,
 * preloading on intent and active state, with Mantine's look.
 */
import {
  ActionIcon,
  type ActionIconProps,
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
  NavLink,
  type NavLinkProps,
  UnstyledButton,
  type UnstyledButtonProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorAttrs = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & {
  ref?: Ref<HTMLAnchorElement>;
};

function NavLinkAnchor(props: NavLinkProps & AnchorAttrs) {
  return <NavLink component="a" {...props} />;
}
function ButtonAnchor(props: ButtonProps & AnchorAttrs) {
  return <Button component="a" {...props} />;
}
function TextAnchor(props: AnchorProps & AnchorAttrs) {
  return <Anchor component="a" {...props} />;
}
function ActionIconAnchor(props: ActionIconProps & AnchorAttrs) {
  return <ActionIcon component="a" {...props} />;
}
function UnstyledAnchor(props: UnstyledButtonProps & AnchorAttrs) {
  return <UnstyledButton component="a" {...props} />;
}

export const RouterNavLink = createLink(NavLinkAnchor);
export const RouterButton = createLink(ButtonAnchor);
export const RouterAnchor = createLink(TextAnchor);
export const RouterActionIcon = createLink(ActionIconAnchor);
export const RouterUnstyled = createLink(UnstyledAnchor);
