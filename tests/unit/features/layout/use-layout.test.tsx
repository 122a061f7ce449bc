import { MantineProvider } from '@mantine/core';
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLayout } from '@/features/layout/use-layout';
import { mockViewportWidth } from '../../../support/viewport';

function setup(width: number) {
  mockViewportWidth(width);
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MantineProvider>{children}</MantineProvider>
    </Provider>
  );
  return renderHook(() => useLayout(), { wrapper });
}

afterEach(() => window.localStorage.clear());

describe('layout breakpoint rules', () => {
  it('opens the menu by default at large width, with the chat beside it', () => {
    const { result } = setup(1400);
    expect(result.current.width).toBe('large');
    expect(result.current.navOpen).toBe(true);
    expect(result.current.chatVisible).toBe(true);
  });

  it('keeps the menu collapsed by default at medium width', () => {
    const { result } = setup(1000);
    expect(result.current.width).toBe('medium');
    expect(result.current.navOpen).toBe(false);
  });

  it('at medium width, opening the menu hides the chat and opening the chat closes the menu', () => {
    const { result } = setup(1000);
    act(() => result.current.toggleNav());
    expect(result.current.navOpen).toBe(true);
    expect(result.current.chatVisible).toBe(false);
    act(() => result.current.toggleChat());
    expect(result.current.chatVisible).toBe(true);
    expect(result.current.navOpen).toBe(false);
  });

  it('at large width, menu and chat are independent', () => {
    const { result } = setup(1400);
    act(() => result.current.toggleChat());
    expect(result.current.chatVisible).toBe(false);
    expect(result.current.navOpen).toBe(true);
    act(() => result.current.toggleChat());
    expect(result.current.navOpen).toBe(true);
  });

  it('remembers the chat being hidden', () => {
    const { result } = setup(1400);
    act(() => result.current.toggleChat());
    expect(window.localStorage.getItem('kadibet:chat-hidden')).toBe('true');
  });

  it('on mobile, menu and chat are full-screen toggles that exclude each other', () => {
    const { result } = setup(390);
    expect(result.current.width).toBe('mobile');
    act(() => result.current.toggleNav());
    expect(result.current.mobileNavOpen).toBe(true);
    act(() => result.current.toggleChat());
    expect(result.current.mobileChatOpen).toBe(true);
    expect(result.current.mobileNavOpen).toBe(false);
    act(() => result.current.closeMobilePanels());
    expect(result.current.mobileChatOpen).toBe(false);
  });
});
