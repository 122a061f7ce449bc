// @own-module-graph: the first test needs Lingui before any language was ever activated.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError } from '@/shared/api/api-error';

const OFFLINE = 'You are offline. This needs a connection; try again when you are back online.';
const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

// Runs first, while this file's Lingui has no active language (the app's startup: the first
// requests race the catalog, and an offline first visit may never load it).
describe('NetworkError before any language is active', () => {
  it('is still a NetworkError with the English text', () => {
    expect(i18n.locale).toBeFalsy();
    setOnline(false);
    const offline = new NetworkError(new TypeError('Failed to fetch'));
    expect(offline).toBeInstanceOf(NetworkError);
    expect(offline.message).toBe(OFFLINE);
    setOnline(true);
    expect(new NetworkError(null).message).toBe(UNREACHABLE);
  });
});

describe('NetworkError', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('says the player is offline when the browser has no network', () => {
    setOnline(false);
    const error = new NetworkError(new TypeError('Failed to fetch'));
    expect(error.message).toBe(OFFLINE);
    expect(error.offline).toBe(true);
  });

  it('says the server is unreachable when the browser is online', () => {
    setOnline(true);
    const error = new NetworkError(new TypeError('Failed to fetch'));
    expect(error.message).toBe(UNREACHABLE);
    expect(error.offline).toBe(false);
  });

  it('is an Error named NetworkError that keeps its cause', () => {
    setOnline(true);
    const cause = new TypeError('Failed to fetch');
    const error = new NetworkError(cause);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('NetworkError');
    expect(error.cause).toBe(cause);
  });

  it('reads the network state when it is created, not later', () => {
    setOnline(false);
    const error = new NetworkError(null);
    setOnline(true);
    expect(error.offline).toBe(true);
    expect(error.message).toBe(OFFLINE);
  });

  it('speaks the active language', () => {
    // The same source text gives the same catalog id as the module's own message.
    const offlineId =
      msg`You are offline. This needs a connection; try again when you are back online.`.id;
    i18n.loadAndActivate({ locale: 'sw', messages: { [offlineId]: 'Huna mtandao.' } });
    setOnline(false);
    expect(new NetworkError(null).message).toBe('Huna mtandao.');
    setOnline(true);
    expect(new NetworkError(null).message).toBe(UNREACHABLE);
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
});
