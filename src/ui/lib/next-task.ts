/**
 * Resolves in a task of its own: posted to a MessageChannel, as React's scheduler does, not to a
 * timer that a stopped clock would hold. Work that would make one long task with what came before
 * (hydrating after the container, focusing a dialog after it opened) goes there.
 */
export function nextTask(): Promise<void> {
  const channel = new MessageChannel();
  const posted = new Promise<void>((resolve) => (channel.port1.onmessage = () => resolve()));
  channel.port2.postMessage(null);
  return posted.finally(() => channel.port1.close());
}
