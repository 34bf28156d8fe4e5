/**
 * Runs `work` in a task of its own, as soon as the browser has finished the current one and anything waiting:
 * a message to itself, not a timer, which browsers hold back by 4 ms or more once timers nest.
 */
export function inNextTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => work();
  channel.port2.postMessage(null);
}
