export interface Notice {
  title: string;
  description?: string;
}

/** Tells the person at the screen what happened (toasts in the browser). */
export interface Notifier {
  success(notice: Notice): void;
  error(notice: Notice): void;
  info(notice: Notice): void;
}

export const NOTIFIER = Symbol('Notifier');
