import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { mockViewportWidth } from '@tests/support/viewport';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLayout } from '@/features/layout/use-layout';
import { settingsKeys } from '@/features/settings';
import { settingsWithout } from '../settings/render-with-settings';
import { settingsResponse } from '../settings/settings-fixture';

function setup(width: number, { chatOff = false } = {}) {
  mockViewportWidth(width);
  const store = createStore();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const settings = settingsWithout(chatOff ? ['feature.chat'] : []);
  client.setQueryData(settingsKeys.all, { ...settingsResponse(), settings });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Provider store={store}>
        <MantineProvider>{children}</MantineProvider>
      </Provider>
    </QueryClientProvider>
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

  it('has no chat to show or open while the operator has the chat off', () => {
    const wide = setup(1400, { chatOff: true });
    expect(wide.result.current).toMatchObject({ chatAvailable: false, chatVisible: false });
    act(() => wide.result.current.toggleChat());
    expect(wide.result.current.chatVisible).toBe(false);
    expect(window.localStorage.getItem('kadibet:chat-hidden')).toBeNull();
    const phone = setup(390, { chatOff: true });
    act(() => phone.result.current.toggleChat());
    expect(phone.result.current.mobileChatOpen).toBe(false);
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
