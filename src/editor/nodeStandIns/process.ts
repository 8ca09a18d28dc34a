/** The content editor's stand-in for Node's `process` in the browser: the rules name files from "/", where the project is kept in memory. */
export const process = { cwd: () => "/", env: {} as Record<string, string | undefined> };
