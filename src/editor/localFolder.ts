/**
 * The project as the save hook reads and writes it in local mode: the folder Sveltia CMS works on,
 * read where Sveltia keeps it between visits (its IndexedDB database for the repository; its hooks
 * do not give it, and the check needs the files as they are on disk now). Registered in
 * sveltiaOverrides.ts, whose test fails when Sveltia stores it elsewhere.
 */
import type { Project } from "./saveHook";
import { CONTENT_FOLDERS, RECORD_FILES, STATIC_FOLDER } from "../content/validate";

export const SVELTIA_FOLDER = { store: "file-system-handles", key: "root_dir_handle" };

/** Sveltia's account record: which backend the editor signed in with, and its token. */
export const signedIn = (): { backendName?: string; token?: string } => {
  try {
    return JSON.parse(localStorage.getItem("sveltia-cms.user") ?? "{}") ?? {};
  } catch {
    return {};
  }
};

const request = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** The folder, or undefined before the editor picked it. `database`: Sveltia's, "github:owner/name". */
const folderHandle = async (database: string): Promise<FileSystemDirectoryHandle | undefined> => {
  // Opening a database that does not exist would create it, before Sveltia does.
  if (!(await indexedDB.databases()).some(({ name }) => name === database)) return undefined;
  const db = await request(indexedDB.open(database));
  try {
    if (!db.objectStoreNames.contains(SVELTIA_FOLDER.store)) return undefined;
    return await request<FileSystemDirectoryHandle | undefined>(
      db.transaction(SVELTIA_FOLDER.store).objectStore(SVELTIA_FOLDER.store).get(SVELTIA_FOLDER.key),
    );
  } finally {
    db.close();
  }
};

/** A file of the folder to write, made with its folders if there is none. */
const fileAt = async (root: FileSystemDirectoryHandle, file: string) => {
  const parts = file.split("/");
  let dir = root;
  for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
  return dir.getFileHandle(parts[parts.length - 1], { create: true });
};

/** The project folder when the editor works on it locally (else undefined). */
export const localProject = async (backend: { name: string; repo: string }): Promise<Project | undefined> => {
  if (signedIn().backendName !== "local") return undefined;
  const root = await folderHandle(`${backend.name}:${backend.repo}`);
  if (!root) return undefined;
  return {
    read: async () => {
      const files: Record<string, string> = {};
      const walk = async (dir: FileSystemDirectoryHandle, prefix: string, texts: boolean) => {
        for await (const handle of (dir as unknown as { values(): AsyncIterable<FileSystemHandle> }).values()) {
          const file = `${prefix}/${handle.name}`;
          if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, file, texts);
          else if (!handle.name.startsWith(".")) {
            files[file] =
              texts && file.endsWith(".json") ? await (await (handle as FileSystemFileHandle).getFile()).text() : "";
          }
        }
      };
      for (const folder of [...CONTENT_FOLDERS, STATIC_FOLDER]) {
        const dir = await root.getDirectoryHandle(folder).catch(() => undefined);
        if (dir) await walk(dir, folder, folder !== STATIC_FOLDER);
      }
      for (const file of RECORD_FILES) {
        const handle = await root.getFileHandle(file).catch(() => undefined);
        if (handle) files[file] = await (await handle.getFile()).text();
      }
      return files;
    },
    write: async (writes) => {
      for (const [file, text] of Object.entries(writes)) {
        const writable = await (await fileAt(root, file)).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
  };
};
