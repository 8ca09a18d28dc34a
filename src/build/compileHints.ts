/**
 * Build time only. Chromium (136 and later) compiles every function of a script that begins
 * with this comment while the script downloads, on the thread that streams it, instead of
 * compiling each function on the main thread the first time it is called. Every bundle of
 * the site runs soon after it arrives: Gatsby's runtime, React and the page's template
 * during hydration, the particle engine's chunks when it starts on first use. Without the
 * comment, their compiling happened inside those tasks. Other browsers ignore it.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Options for webpack's BannerPlugin. It runs after webpack's stage for minifying
 * (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 400), where Terser would drop the comment, and before
 * source maps (500) and the content hash in the file names (2500), so both count the line.
 */
export const compileHintBanner = { banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: 401 };
