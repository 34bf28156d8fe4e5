// Work waiting for its task, in the order it was asked for, on one channel made when first needed. One message is
// in flight at a time: each task posts the next before it runs its work. A message per piece of work cost the task
// that asked, with the page's devtools open (as Lighthouse's are), ~60 µs each: a listing whose 48 cards wait for
// tasks of their own asked for them all in one task.
const waiting: (() => void)[] = [];
let channel: MessageChannel | null = null;

/**
 * Runs `work` in a task of its own, as soon as the browser has finished the current one and anything waiting:
 * a message to itself, not a timer, which browsers hold back by 4 ms or more once timers nest.
 */
export function inNextTask(work: () => void): void {
  waiting.push(work);
  if (waiting.length === 1) messageChannel().port2.postMessage(null);
}

function messageChannel(): MessageChannel {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runNext;
  }
  return channel;
}

function runNext(): void {
  const work = waiting.shift();
  if (waiting.length > 0) messageChannel().port2.postMessage(null);
  work?.();
}
