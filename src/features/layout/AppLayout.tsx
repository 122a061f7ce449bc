/**
 * The app's frame (spec part 1 §2.8, part 2 §2): toolbar 56/72, side menu 68/220 (a drawer on
 * mobile), chat panel on the right (full screen on mobile), bottom navigation on small
 * screens, and the page column with the global banner, promo strip, page, bets feed and footer.
 */
import { useLingui } from '@lingui/react/macro';
import { AppShell } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { GlobalBanner } from '@/features/settings';
import { BottomNav } from './BottomNav';
import { LAYOUT } from './breakpoints';
import { PromoStrip } from './PromoStrip';
import { isJpPath, isKadiTablePath } from './page-rules';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import { useLayout } from './use-layout';

interface Props {
  children: ReactNode;
  chat: (close: () => void) => ReactNode;
  betsFeed: ReactNode;
  footer: ReactNode;
}

export function AppLayout({ children, chat, betsFeed, footer }: Props) {
  const { t } = useLingui();
  const layout = useLayout();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isMobile = layout.width === 'mobile';
  const atKadiTable = isKadiTablePath(pathname);

  return (
    <AppShell
      header={{ height: { base: LAYOUT.toolbarMobile, sm: LAYOUT.toolbarDesktop } }}
      navbar={{
        width: layout.navOpen ? LAYOUT.navOpenWidth : LAYOUT.navClosedWidth,
        breakpoint: 'sm',
        collapsed: { mobile: !layout.mobileNavOpen },
      }}
      aside={{
        width: LAYOUT.chatWidth,
        breakpoint: 'sm',
        collapsed: { desktop: !layout.chatVisible, mobile: !layout.mobileChatOpen },
      }}
      footer={{ height: LAYOUT.bottomNav, collapsed: !isMobile }}
      transitionDuration={LAYOUT.transitionMs}
      padding={0}
    >
      <AppShell.Header>
        <TopBar layout={layout} />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t`Side menu`} data-collapsed={!isMobile && !layout.navOpen}>
        <SideNav collapsed={!isMobile && !layout.navOpen} onNavigate={layout.closeMobilePanels} />
      </AppShell.Navbar>
      <AppShell.Main>
        <GlobalBanner />
        {atKadiTable ? null : <PromoStrip />}
        {/* Keyed by path so each new page plays the 300 ms enter animation (spec part 1 §2.5). */}
        <div id="page" key={pathname} className="page-enter">
          {children}
        </div>
        {isJpPath(pathname) ? null : betsFeed}
        {atKadiTable ? null : footer}
      </AppShell.Main>
      <AppShell.Aside data-testid="chat-panel">{chat(layout.toggleChat)}</AppShell.Aside>
      {isMobile ? (
        <AppShell.Footer>
          <BottomNav layout={layout} />
        </AppShell.Footer>
      ) : null}
    </AppShell>
  );
}
