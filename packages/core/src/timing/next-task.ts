/**
 * Runs `task` in a task of its own, after the current one: a message to itself, not a timer, so a page
 * whose clock a test has stopped (or a browser that delays timers in a hidden tab) still runs it, and
 * it comes before any timer set meanwhile. Where there is no MessageChannel, a zero timer.
 */
export function inNextTask(
  window: Pick<Window, 'setTimeout'> & { MessageChannel?: typeof MessageChannel },
  task: () => void,
) {
  const Channel = window.MessageChannel;
  if (!Channel) {
    window.setTimeout(task, 0);
    return;
  }
  const channel = new Channel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

/** A promise kept in a task of its own, after the current one (see `inNextTask`). */
export function nextTask(window: Parameters<typeof inNextTask>[0]): Promise<void> {
  return new Promise((resolve) => inNextTask(window, resolve));
}
