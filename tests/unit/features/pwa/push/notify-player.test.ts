import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyPlayer, type PlayerNotification } from '@/features/pwa/push/notify-player';
import { showToast } from '@/shared/ui/toast';

vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn(async () => 'toast-id') }));

const NOTIFICATION: PlayerNotification = {
  title: 'Leave request declined',
  body: 'The other players want you to stay.',
  url: '/kadi/game/123',
  kind: 'warning',
  tag: 'kadi-leave-123',
};

let visibility: DocumentVisibilityState;
let permission: NotificationPermission;
let registration: { showNotification: ReturnType<typeof vi.fn> } | undefined;

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  visibility = 'hidden';
  permission = 'granted';
  registration = { showNotification: vi.fn(async () => undefined) };
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration) },
  });
});

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

describe('notifyPlayer', () => {
  it('shows an OS notification from the worker when the tab is hidden', async () => {
    expect(await notifyPlayer(NOTIFICATION)).toBe('os');
    expect(registration?.showNotification).toHaveBeenCalledOnce();
    expect(registration?.showNotification).toHaveBeenCalledWith('Leave request declined', {
      body: 'The other players want you to stay.',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: 'kadi-leave-123',
      data: { url: '/kadi/game/123' },
    });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('leaves the tag out when none is given', async () => {
    const { tag: _tag, ...untagged } = NOTIFICATION;
    expect(await notifyPlayer(untagged)).toBe('os');
    const options = registration?.showNotification.mock.calls[0]?.[1];
    expect(options).not.toHaveProperty('tag');
    expect(options).toMatchObject({ data: { url: '/kadi/game/123' } });
  });

  const expectToast = () => {
    expect(showToast).toHaveBeenCalledOnce();
    expect(showToast).toHaveBeenCalledWith({
      kind: 'warning',
      title: 'Leave request declined',
      message: 'The other players want you to stay.',
    });
    expect(registration?.showNotification).not.toHaveBeenCalled();
  };

  it('shows a toast when the tab is visible', async () => {
    visibility = 'visible';
    expect(await notifyPlayer(NOTIFICATION)).toBe('toast');
    expectToast();
  });

  it.each<NotificationPermission>(['denied', 'default'])(
    'shows a toast when permission is %s',
    async (answer) => {
      permission = answer;
      expect(await notifyPlayer(NOTIFICATION)).toBe('toast');
      expectToast();
    },
  );

  it('shows a toast when no worker is registered', async () => {
    registration = undefined;
    expect(await notifyPlayer(NOTIFICATION)).toBe('toast');
    expect(showToast).toHaveBeenCalledOnce();
  });

  it('shows a toast where the browser has no notifications', async () => {
    vi.unstubAllGlobals();
    expect(await notifyPlayer(NOTIFICATION)).toBe('toast');
    expectToast();
  });

  it('shows a toast where the browser has no service worker', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(await notifyPlayer(NOTIFICATION)).toBe('toast');
    expectToast();
  });
});
