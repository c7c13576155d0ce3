/**
 * Which install path a browser has (000 §2: install is supported only on Android or iOS
 * devices with a service worker). Pure functions of what the browser reports, so the rule
 * is tested without a device.
 */

export type Device = 'android' | 'ios-phone' | 'ios-tablet' | 'other';
/** The instruction dialogs of 002 §2.11. */
export type Instructions = 'generic' | 'ios-phone' | 'ios-tablet' | 'unsupported';

/** iPadOS presents itself as a Mac; touch points tell them apart. */
export function detectDevice(userAgent: string, maxTouchPoints = 0): Device {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipod/i.test(userAgent)) return 'ios-phone';
  if (/ipad/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios-tablet';
  return 'other';
}

/** Android or iOS, with service workers. */
export const installSupported = (device: Device, hasServiceWorker: boolean): boolean =>
  device !== 'other' && hasServiceWorker;

/**
 * The dialog for 'Installieren': iOS has no install prompt, only the share menu; Android
 * with the browser's install prompt at hand gets the generic dialog; Android without it has
 * no automatic installation.
 */
export function instructionsFor(device: Device, canPrompt: boolean): Instructions {
  if (device === 'ios-phone' || device === 'ios-tablet') return device;
  return canPrompt ? 'generic' : 'unsupported';
}
