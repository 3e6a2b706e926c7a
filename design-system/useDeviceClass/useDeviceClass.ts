import { useSyncExternalStore } from 'react';
import { deviceKind, type DeviceClass, type DeviceKind } from '@tokens';
import { createDeviceClassStore, defaultDeviceClass, type DeviceClassStore } from './deviceClassStore';

let browserStore: DeviceClassStore | null = null;

const getStore = (): DeviceClassStore | null => {
  if (typeof window === 'undefined') return null;
  browserStore ??= createDeviceClassStore(window);
  return browserStore;
};

const subscribe = (listener: () => void) => getStore()?.subscribe(listener) ?? (() => {});
const getSnapshot = () => getStore()?.getSnapshot() ?? defaultDeviceClass;
const getServerSnapshot = () => defaultDeviceClass;

/**
 * The current device class from the window width (token breakpoints), updated on resize at most
 * once per `resizeThrottle` (300 ms). Without a window (SSR) it is `desktop_xl`.
 */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** mobile (side menu as dropdown), tablet (drawer) or desktop (fixed side menu). */
export function useDeviceKind(): DeviceKind {
  return deviceKind(useDeviceClass());
}
