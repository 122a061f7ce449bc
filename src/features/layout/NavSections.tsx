/**
 * The side menu's collapsible sections: several can be open at once, each control toggles its
 * panel, and the arrow keys (wrapping), Home and End move between the controls. It looks and
 * behaves like Mantine's filled Accordion but is built from the UnstyledButton, Collapse and
 * chevron the menu's links load anyway, so the Accordion's own code stays out of the first
 * page load.
 */
import { AccordionChevron, Collapse, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import classes from './NavSections.module.css';

export interface NavSectionProps<V extends string> {
  value: V;
  label: ReactNode;
  icon: ReactNode;
  panel: ReactNode;
}

interface Props<V extends string> {
  sections: readonly NavSectionProps<V>[];
  open: readonly V[];
  onToggle: (value: V) => void;
}

function focusTarget(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

function moveFocus(event: KeyboardEvent<HTMLButtonElement>): void {
  const root = event.currentTarget.closest('[data-nav-sections]');
  const controls = [...(root?.querySelectorAll<HTMLElement>('[data-nav-section-control]') ?? [])];
  const target = focusTarget(event.key, controls.indexOf(event.currentTarget), controls.length);
  if (target === undefined) return;
  event.preventDefault();
  event.stopPropagation();
  controls[target]?.focus();
}

export function NavSections<V extends string>({ sections, open, onToggle }: Props<V>) {
  const id = useId();
  return (
    <div data-nav-sections>
      {sections.map(({ value, label, icon, panel }) => {
        const active = open.includes(value);
        const controlId = `${id}-control-${value}`;
        const panelId = `${id}-panel-${value}`;
        return (
          <div key={value} className={classes.item} data-active={active || undefined}>
            <UnstyledButton
              className={classes.control}
              type="button"
              id={controlId}
              aria-expanded={active}
              aria-controls={panelId}
              data-nav-section-control
              onClick={() => onToggle(value)}
              onKeyDown={moveFocus}
            >
              <span className={classes.chevron}>
                <AccordionChevron />
              </span>
              <span className={classes.label}>{label}</span>
              <span className={classes.icon}>{icon}</span>
            </UnstyledButton>
            <Collapse
              className={classes.panel}
              expanded={active}
              role="region"
              id={panelId}
              aria-labelledby={controlId}
            >
              <div className={classes.content}>{panel}</div>
            </Collapse>
          </div>
        );
      })}
    </div>
  );
}
