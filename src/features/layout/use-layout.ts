/**
 * The breakpoint rules of the chrome (spec part 1 §2.8, part 2 §2): the menu opens by default
 * at large width; at medium width opening the chat closes the menu and opening the menu hides
 * the chat; reaching desktop width closes the mobile menu and mobile chat.
 */
import { useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { chatHiddenAtom, mobileChatOpenAtom, mobileNavOpenAtom, navOpenAtom } from './atoms';
import { type LayoutWidth, useLayoutWidth } from './breakpoints';

export interface LayoutState {
  width: LayoutWidth;
  navOpen: boolean;
  mobileNavOpen: boolean;
  chatVisible: boolean;
  mobileChatOpen: boolean;
  toggleNav: () => void;
  toggleChat: () => void;
  closeMobilePanels: () => void;
}

export function useLayout(): LayoutState {
  const width = useLayoutWidth();
  const [navOpenSetting, setNavOpen] = useAtom(navOpenAtom);
  const [mobileNavOpen, setMobileNavOpen] = useAtom(mobileNavOpenAtom);
  const [chatHidden, setChatHidden] = useAtom(chatHiddenAtom);
  const [mobileChatOpen, setMobileChatOpen] = useAtom(mobileChatOpenAtom);
  const navOpen = navOpenSetting ?? width === 'large';

  useEffect(() => {
    if (width === 'mobile') return;
    setMobileNavOpen(false);
    setMobileChatOpen(false);
  }, [width, setMobileNavOpen, setMobileChatOpen]);

  const toggleNav = useCallback(() => {
    if (width === 'mobile') {
      setMobileChatOpen(false);
      setMobileNavOpen((open) => !open);
      return;
    }
    const opening = !navOpen;
    setNavOpen(opening);
    if (opening && width === 'medium') setChatHidden(true);
  }, [width, navOpen, setNavOpen, setChatHidden, setMobileNavOpen, setMobileChatOpen]);

  const toggleChat = useCallback(() => {
    if (width === 'mobile') {
      setMobileNavOpen(false);
      setMobileChatOpen((open) => !open);
      return;
    }
    const opening = chatHidden;
    setChatHidden(!opening);
    if (opening && width === 'medium') setNavOpen(false);
  }, [width, chatHidden, setChatHidden, setNavOpen, setMobileNavOpen, setMobileChatOpen]);

  const closeMobilePanels = useCallback(() => {
    setMobileNavOpen(false);
    setMobileChatOpen(false);
  }, [setMobileNavOpen, setMobileChatOpen]);

  return {
    width,
    navOpen,
    mobileNavOpen,
    chatVisible: !chatHidden,
    mobileChatOpen,
    toggleNav,
    toggleChat,
    closeMobilePanels,
  };
}
