import type { Notice, Notifier } from '../../application/ports/notifier';
import type { Toast } from './sonner-toaster';

/**
 * Toasts through sonner. Sonner's code is fetched when the page is idle (`preload`), and its
 * Toaster mounts at the first toast: it stays out of the storefront's first load, and a page that
 * raises no toast does no work for it.
 */
export class SonnerNotifier implements Notifier {
  private code: Promise<typeof import('./sonner-toaster')> | undefined;
  private toaster: Promise<Toast> | undefined;

  preload(): Promise<typeof import('./sonner-toaster')> {
    this.code ??= import('./sonner-toaster');
    return this.code;
  }

  success({ title, description }: Notice): void {
    void this.mounted().then((toast) => toast.success(title, { description }));
  }

  error({ title, description }: Notice): void {
    void this.mounted().then((toast) => toast.error(title, { description }));
  }

  info({ title, description }: Notice): void {
    void this.mounted().then((toast) => toast(title, { description }));
  }

  private mounted(): Promise<Toast> {
    this.toaster ??= this.preload().then((m) => m.mountToaster());
    return this.toaster;
  }
}
