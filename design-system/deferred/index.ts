export { deferredModule, loadDeferredModules, type DeferredModule } from './deferredModule';
export { useDeferredModule } from './useDeferredModule';
