/**
 * Build time only. Chromium (136 and later) compiles every function of a script that begins
 * with this comment while the script downloads, on the thread that streams it, instead of
 * compiling each function on the main thread the first time it is called. React's hydration
 * calls most of the framework's functions, so without the comment that compiling happened
 * inside the hydration's tasks on the main thread. Other browsers ignore the comment.
 */
import type { Compiler } from "webpack";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The chunk groups a page runs on load: Gatsby's runtime and each page template's chunks. */
export const isLoadedWithPage = (chunkGroupName: string | null | undefined): boolean =>
  chunkGroupName === "app" || !!chunkGroupName?.startsWith("component---");

/**
 * Puts the hint on the first line of the JavaScript files of the chunk groups a page runs on
 * load, and on no other file: the particle engine, loaded after the first interaction, is
 * not on the load path and is left as it was.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap("CompileHintsPlugin", (compilation) => {
      // After minification (which would drop the comment) and before source maps and the
      // content hash in the file names, so that both account for the added line.
      compilation.hooks.processAssets.tap({ name: "CompileHintsPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const files = new Set<string>();
        for (const group of compilation.chunkGroups) {
          if (!isLoadedWithPage(group.name)) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith(".js")) files.add(file);
        }
        for (const file of files) compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
      });
    });
  }
}
