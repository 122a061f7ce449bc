import { describe, expect, it } from 'vitest';
import {
  listenForInstallPromptEarly,
  takeEarlyInstallPrompt,
} from '@/app/boot/early-install-prompt';

const prompt = () => new Event('beforeinstallprompt', { cancelable: true });

describe('the install prompt caught by the page entry', () => {
  it('keeps the event that fires before the app runs, and keeps the mini-infobar away', () => {
    const target = new EventTarget() as Window;
    listenForInstallPromptEarly(target);
    const event = prompt();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(takeEarlyInstallPrompt(target)).toBe(event);
  });

  it('hands it over once, then stops listening (the app listens from then on)', () => {
    const target = new EventTarget() as Window;
    listenForInstallPromptEarly(target);
    target.dispatchEvent(prompt());
    takeEarlyInstallPrompt(target);
    expect(takeEarlyInstallPrompt(target)).toBeNull();
    const late = prompt();
    target.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
    expect(takeEarlyInstallPrompt(target)).toBeNull();
  });
});
