/**
 * The device class a launch is for, from the browser's user agent (the contract's StartGame
 * has no device argument): phones and tablets are mobile, everything else desktop — the same
 * split the catalogue's `devices` lists use.
 */
import type { Device } from '@/contracts/catalogue';

const MOBILE = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Opera Mini|Silk/i;

export function deviceOf(userAgent: string | undefined): Device {
  return userAgent && MOBILE.test(userAgent) ? 'mobile' : 'desktop';
}
