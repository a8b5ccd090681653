import type { Notice, Notifier } from '../../application/ports/notifier';
import type { Toast } from './sonner-toaster';

/**
 * Toasts through sonner. Sonner and its Toaster load on first use (or when warmed up after the
 * page is idle), which keeps them out of the storefront's first load.
 */
export class SonnerNotifier implements Notifier {
  private toaster: Promise<Toast> | undefined;

  warmUp(): Promise<Toast> {
    this.toaster ??= import('./sonner-toaster').then((m) => m.mountToaster());
    return this.toaster;
  }

  success({ title, description }: Notice): void {
    void this.warmUp().then((toast) => toast.success(title, { description }));
  }

  error({ title, description }: Notice): void {
    void this.warmUp().then((toast) => toast.error(title, { description }));
  }

  info({ title, description }: Notice): void {
    void this.warmUp().then((toast) => toast(title, { description }));
  }
}
