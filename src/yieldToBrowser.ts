/**
 * Resolves in a new task, after the browser has had the chance to paint and handle input:
 * what is chained after it no longer lengthens the task that is running now.
 */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
