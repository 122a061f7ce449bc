/**
 * The breakpoint rules of the chrome (spec part 1 §2.8, part 2 §2): the menu opens by default
 * at large width; at medium width opening the chat closes the menu and opening the menu hides
 * the chat; reaching desktop width closes the mobile menu and mobile chat. While the operator
 * has the chat switched off there is no chat to show or toggle.
 */
import { useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useFeature } from '@/features/settings';
import { chatHiddenAtom, mobileChatOpenAtom, mobileNavOpenAtom, navOpenAtom } from './atoms';
import { type LayoutWidth, useLayoutWidth } from './breakpoints';

export interface LayoutState {
  width: LayoutWidth;
  navOpen: boolean;
  mobileNavOpen: boolean;
  /** The operator has the chat on: its panel and toggles exist. */
  chatAvailable: boolean;
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
  const chatAvailable = useFeature('chat');

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
    if (!chatAvailable) return;
    if (width === 'mobile') {
      setMobileNavOpen(false);
      setMobileChatOpen((open) => !open);
      return;
    }
    const opening = chatHidden;
    setChatHidden(!opening);
    if (opening && width === 'medium') setNavOpen(false);
  }, [
    width,
    chatAvailable,
    chatHidden,
    setChatHidden,
    setNavOpen,
    setMobileNavOpen,
    setMobileChatOpen,
  ]);

  const closeMobilePanels = useCallback(() => {
    setMobileNavOpen(false);
    setMobileChatOpen(false);
  }, [setMobileNavOpen, setMobileChatOpen]);

  return {
    width,
    navOpen,
    mobileNavOpen,
    chatAvailable,
    chatVisible: chatAvailable && !chatHidden,
    mobileChatOpen: chatAvailable && mobileChatOpen,
    toggleNav,
    toggleChat,
    closeMobilePanels,
  };
}
