/** Ends the current task: the browser may paint or handle input before the next step. */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = window as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
