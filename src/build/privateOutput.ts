/**
 * Build-time only: files webpack writes into public/ that would publish the source with its
 * comments (source maps) or its module layout (webpack.stats.json). They leave public/ after
 * the pages are rendered (Gatsby reads the stats file while rendering them).
 */
import fs from "fs";
import path from "path";

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const absolute = path.join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(absolute) : [absolute];
      })
    : [];

const move = (from: string, to: string) => {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.renameSync(from, to);
};

export interface PrivateOutputOptions {
  /** Where webpack.stats.json goes (the benchmark reads it there), e.g. .cache/. */
  statsDir: string;
  /** SOURCE_MAPS=true: keep the maps, outside public/, in this folder; else they are deleted. */
  sourceMapsDir?: string;
}

/** Takes webpack.stats.json and every *.map out of public/; returns what was moved or deleted. */
export const takePrivateFilesOutOfPublic = (
  publicDir: string,
  { statsDir, sourceMapsDir }: PrivateOutputOptions,
): string[] => {
  const taken: string[] = [];
  const stats = path.join(publicDir, "webpack.stats.json");
  if (fs.existsSync(stats)) {
    move(stats, path.join(statsDir, "webpack.stats.json"));
    taken.push("webpack.stats.json");
  }
  if (sourceMapsDir) fs.rmSync(sourceMapsDir, { recursive: true, force: true });
  for (const file of filesUnder(publicDir).filter((file) => file.endsWith(".map"))) {
    const relative = path.relative(publicDir, file);
    if (sourceMapsDir) move(file, path.join(sourceMapsDir, relative));
    else fs.rmSync(file);
    taken.push(relative);
  }
  return taken;
};

/**
 * webpack's `devtool` for the browser bundles: none by default; with SOURCE_MAPS=true, maps
 * without the `sourceMappingURL` comment (for an error-reporting service, never published).
 */
export const browserDevtool = (sourceMaps: boolean): false | "hidden-source-map" =>
  sourceMaps ? "hidden-source-map" : false;
