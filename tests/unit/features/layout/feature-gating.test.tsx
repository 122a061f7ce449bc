/**
 * The chrome leaves out what the operator switched off: the side menu's sportsbook and VIP
 * links and its Kadi section, the bottom bar's Kadi, qwickies and chat, the chat itself.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BottomNav } from '@/features/layout/BottomNav';
import { SideNav } from '@/features/layout/SideNav';
import type { LayoutState } from '@/features/layout/use-layout';
import { renderWithSettings } from '../settings/render-with-settings';

const layout = (chatAvailable: boolean): LayoutState => ({
  width: 'mobile',
  navOpen: false,
  mobileNavOpen: false,
  chatAvailable,
  chatVisible: false,
  mobileChatOpen: false,
  toggleNav: () => {},
  toggleChat: () => {},
  closeMobilePanels: () => {},
});

describe('the side menu', () => {
  it('offers the sportsbook, the VIP club and Kadi while they are on', async () => {
    await renderWithSettings(<SideNav collapsed={false} onNavigate={() => {}} />);
    expect(await screen.findByRole('link', { name: 'Sports' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIP club' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kadi' })).toBeInTheDocument();
  });

  it('leaves each out once the operator switches it off', async () => {
    const { switchOff } = await renderWithSettings(
      <SideNav collapsed={false} onNavigate={() => {}} />,
    );
    await screen.findByRole('link', { name: 'Sports' });
    switchOff(['flag.sportsbookEnabled', 'feature.vip', 'feature.kadi']);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sports' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'VIP club' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kadi' })).toBeNull();
    expect(screen.getByRole('link', { name: 'House games' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Casino' })).toBeInTheDocument();
  });
});

describe('the bottom bar', () => {
  it('has Kadi, qwickies and the chat while they are on', async () => {
    await renderWithSettings(<BottomNav layout={layout(true)} />);
    expect(await screen.findByRole('link', { name: 'Kadi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Qwickies' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
  });

  it('leaves out Kadi and qwickies with Kadi off, and the chat without a chat', async () => {
    await renderWithSettings(<BottomNav layout={layout(false)} />, { off: ['feature.kadi'] });
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kadi' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Qwickies' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chat' })).toBeNull();
  });
});
