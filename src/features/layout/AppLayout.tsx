/**
 * The app's frame (spec part 1 §2.8, part 2 §2): toolbar 56/72, side menu 68/220 (a drawer on
 * mobile), chat panel on the right (full screen on mobile), bottom navigation on small
 * screens, and the page column with the global banner, promo strip, page, bets feed and footer.
 * Plain elements and a CSS module rather than Mantine's AppShell, which would bring its resize
 * handles, runtime media styles and a scroll-lock library into the first page load.
 */
import { useLingui } from '@lingui/react/macro';
import { rem } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { type CSSProperties, type ReactNode, useDeferredValue, useRef } from 'react';
import { useBootPageUntil } from '@/app/boot/boot-page';
import { GlobalBanner } from '@/features/settings';
import { NEAR_SCREEN_MARGIN, useNearScreen } from '@/shared/lib/use-near-screen';
import { useShownOnce } from '@/shared/lib/use-shown-once';
import classes from './AppLayout.module.css';
import { BottomNav } from './BottomNav';
import { LAYOUT } from './breakpoints';
import { PromoStrip } from './PromoStrip';
import { isJpPath, isKadiTablePath } from './page-rules';
import { SearchOverlay } from './SearchOverlay';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import { useFirstPageScroll } from './use-first-page-scroll';
import { useLayout } from './use-layout';
import { usePageEnter } from './use-page-enter';
import { useSettling } from './use-settling';

/** LAYOUT's sizes for the CSS module, so they are written in one place. */
const FRAME_SIZES = {
  '--frame-toolbar-mobile': rem(LAYOUT.toolbarMobile),
  '--frame-toolbar-desktop': rem(LAYOUT.toolbarDesktop),
  '--frame-nav-open': rem(LAYOUT.navOpenWidth),
  '--frame-nav-closed': rem(LAYOUT.navClosedWidth),
  '--frame-chat-sm': rem(LAYOUT.chatWidth.sm),
  '--frame-chat-lg': rem(LAYOUT.chatWidth.lg),
  '--frame-bottom-nav': rem(LAYOUT.bottomNav),
  '--frame-transition-duration': `${LAYOUT.transitionMs}ms`,
} as CSSProperties;

/**
 * Panels fixed to the right edge get the scrollbar width added while a dialog locks the page
 * scroll, so they do not jump (react-remove-scroll's `zeroRight` class).
 */
const KEEP_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position';

interface Props {
  children: ReactNode;
  /** The chat panel, told whether it is on screen now (it reloads its history when shown). */
  chat: (panel: { close: () => void; visible: boolean }) => ReactNode;
  betsFeed: ReactNode;
  footer: ReactNode;
}

export function AppLayout({ children, chat, betsFeed, footer }: Props) {
  const { t } = useLingui();
  const layout = useLayout();
  const frame = useRef<HTMLDivElement>(null);
  useSettling(frame, LAYOUT.transitionMs);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isMobile = layout.width === 'mobile';
  const atKadiTable = isKadiTablePath(pathname);
  const navCollapsed = !isMobile && !layout.navOpen;
  // On a phone the menu and the chat are drawers, and the chat can be hidden on any screen:
  // neither is built before the player first opens it.
  const navShown = useShownOnce(!isMobile || layout.mobileNavOpen);
  const chatOnScreen = isMobile ? layout.mobileChatOpen : layout.chatVisible;
  const chatShown = useShownOnce(chatOnScreen);
  // The app's first render commits the toolbar first and the rest (menu, page, chat) right
  // after, in a deferred render of its own: the toolbar does not wait for the whole first
  // screen (repeat visit: restore → toolbar ~88 → ~39 ms), and neither commit holds the main
  // thread as long as both together. Later renders are not deferred.
  const restShown = useDeferredValue(true, false);
  useFirstPageScroll(restShown);
  const pageEnters = usePageEnter(pathname);
  useBootPageUntil(restShown);
  // The bets feed and footer, below every page: built when the player comes near them (or the
  // page is short enough to show them), not during a long page's first load.
  const [belowFold, nearBelowFold] = useNearScreen<HTMLDivElement>(NEAR_SCREEN_MARGIN, restShown);

  return (
    <div
      ref={frame}
      className={classes.root}
      style={FRAME_SIZES}
      data-nav-closed={!layout.navOpen || undefined}
      data-mobile-nav-open={layout.mobileNavOpen || undefined}
      data-chat-hidden={!layout.chatVisible || undefined}
      data-mobile-chat-open={layout.mobileChatOpen || undefined}
      data-mobile={isMobile || undefined}
    >
      <SearchOverlay />
      <header className={`${classes.header} ${KEEP_CLEAR_OF_SCROLLBAR}`}>
        <TopBar layout={layout} />
      </header>
      <nav className={classes.nav} aria-label={t`Side menu`} data-collapsed={navCollapsed}>
        {navShown && restShown ? (
          <SideNav collapsed={navCollapsed} onNavigate={layout.closeMobilePanels} />
        ) : null}
      </nav>
      <main className={classes.main}>
        <GlobalBanner />
        {atKadiTable ? null : <PromoStrip />}
        {/* Keyed by path so each page after the first plays the 300 ms enter animation (spec
            part 1 §2.5; the page the visit lands on shows at once: usePageEnter),
            which starts with the page's content: started before it, it would show the content
            at an opacity between the first and the last frame. */}
        {restShown ? (
          <div
            id="page"
            key={pathname}
            className={pageEnters ? 'page-enter' : undefined}
            data-page-shown
          >
            {children}
          </div>
        ) : (
          <div id="page" />
        )}
        <div ref={belowFold} className={classes.belowFold} data-testid="below-page">
          {nearBelowFold ? (
            <>
              {isJpPath(pathname) ? null : betsFeed}
              {atKadiTable ? null : footer}
            </>
          ) : null}
        </div>
      </main>
      <aside className={`${classes.aside} ${KEEP_CLEAR_OF_SCROLLBAR}`} data-testid="chat-panel">
        {chatShown && restShown && layout.chatAvailable
          ? chat({ close: layout.toggleChat, visible: chatOnScreen })
          : null}
      </aside>
      {isMobile ? (
        <footer className={`${classes.footer} ${KEEP_CLEAR_OF_SCROLLBAR}`}>
          <BottomNav layout={layout} />
        </footer>
      ) : null}
    </div>
  );
}
