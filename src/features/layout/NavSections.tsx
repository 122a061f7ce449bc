/**
 * The side menu's collapsible sections: several can be open at once, each control toggles its
 * panel, and the arrow keys (wrapping), Home and End move between the controls. It looks and
 * behaves like Mantine's filled Accordion but is built from the UnstyledButton and Collapse
 * the menu loads anyway, so the Accordion's own code stays out of the first page load.
 */
import { Collapse, UnstyledButton } from '@mantine/core';
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

/** Mantine's accordion chevron; decorative, the control's label names it. */
function Chevron() {
  return (
    <svg
      viewBox="0 0 15 15"
      fill="none"
      style={{ width: 16, height: 16, display: 'block' }}
      aria-hidden
    >
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
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
                <Chevron />
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
