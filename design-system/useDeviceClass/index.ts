export { useDeviceClass, useDeviceKind } from './useDeviceClass';
export { createDeviceClassStore, defaultDeviceClass, type DeviceClassStore, type ResizeTarget } from './deviceClassStore';
export { throttle, type Throttled, type ThrottleTimers } from './throttle';
