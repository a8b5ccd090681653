import type { Notice, Notifier } from '../../src/application/ports/notifier';

export class RecordingNotifier implements Notifier {
  readonly notices: (Notice & { kind: 'success' | 'error' | 'info' })[] = [];
  success(notice: Notice): void {
    this.notices.push({ kind: 'success', ...notice });
  }
  error(notice: Notice): void {
    this.notices.push({ kind: 'error', ...notice });
  }
  info(notice: Notice): void {
    this.notices.push({ kind: 'info', ...notice });
  }
}
