import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { createMemoryStore } from '@console/session';
import { enqueueInitialToast } from '@console/session/initialToasts';
import { createToaster, expiredPlanToast, projectDeactivatedToast } from './toasts';

describe('createToaster', () => {
  it('shows a server message as it is and translates a descriptor in the active language', () => {
    i18n.loadAndActivate({ locale: 'ko', messages: { greeting: '언어가 변경되었습니다.' } });
    const toaster = createToaster();
    toaster.push({ type: 'error', body: 'Server said no' });
    toaster.push({ type: 'success', body: { id: 'greeting', message: 'The language has been changed.' } });
    // The queue lists the newest first.
    expect(toaster.queue.visibleToasts.map((toast) => toast.content)).toEqual([
      { tone: 'success', message: '언어가 변경되었습니다.' },
      { tone: 'error', message: 'Server said no' },
    ]);
  });

  it('shows the INITIAL_TOASTS once and removes them from storage', () => {
    const storage = createMemoryStore();
    enqueueInitialToast(storage, { type: 'info', body: 'Queued before the reload' });
    const toaster = createToaster();
    toaster.showInitial(storage);
    toaster.showInitial(storage);
    expect(toaster.queue.visibleToasts).toHaveLength(1);
  });

  it('auto-hides closable toasts after 3500 ms; project-deactivated and expired-plan never auto-close', () => {
    const toaster = createToaster();
    toaster.push({ type: 'success', body: 'Saved' });
    toaster.push({ type: 'warning', body: projectDeactivatedToast });
    toaster.push({ type: 'warning', body: expiredPlanToast });
    toaster.push({ type: 'info', body: 'Read me', }, { persistent: true });
    const timeouts = toaster.queue.visibleToasts.map((toast) => toast.timeout);
    // Newest first: the explicit one, expired plan, project deactivated, then the closable one.
    expect(timeouts).toEqual([undefined, undefined, undefined, 3500]);
  });

  it('shows a never-closing notice once while it is on screen; again once it was closed', () => {
    const toaster = createToaster();
    toaster.push({ type: 'warning', body: projectDeactivatedToast });
    toaster.push({ type: 'warning', body: projectDeactivatedToast });
    toaster.push({ type: 'success', body: 'Saved' });
    toaster.push({ type: 'success', body: 'Saved' });
    expect(toaster.queue.visibleToasts.map((toast) => toast.content.message)).toEqual([
      'Saved',
      'Saved',
      i18n._(projectDeactivatedToast),
    ]);
    const [notice] = toaster.queue.visibleToasts.slice(-1);
    if (!notice) throw new Error('no notice');
    toaster.queue.close(notice.key);
    toaster.push({ type: 'warning', body: projectDeactivatedToast });
    expect(toaster.queue.visibleToasts.filter((toast) => toast.content.message === i18n._(projectDeactivatedToast))).toHaveLength(1);
  });

  it('keeps the rule for a notice queued before a reload', () => {
    const storage = createMemoryStore();
    enqueueInitialToast(storage, { type: 'warning', body: projectDeactivatedToast });
    const toaster = createToaster();
    toaster.showInitial(storage);
    expect(toaster.queue.visibleToasts[0]?.timeout).toBeUndefined();
  });
});
