// Work waiting for its task, in the order it was asked for; one message each on one channel, made when first needed
// (a channel a call cost a listing's hydration, whose every card may wait for a task of its own, about 1 ms).
const waiting: (() => void)[] = [];
let channel: MessageChannel | null = null;

/**
 * Runs `work` in a task of its own, as soon as the browser has finished the current one and anything waiting:
 * a message to itself, not a timer, which browsers hold back by 4 ms or more once timers nest.
 */
export function inNextTask(work: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  waiting.push(work);
  channel.port2.postMessage(null);
}
