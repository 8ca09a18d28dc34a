/**
 * The project folder Sveltia CMS works on in local mode ("Work with Local Repository"), read
 * where Sveltia itself keeps it between visits: its IndexedDB database for the repository, store
 * "file-system-handles", key "root_dir_handle". Sveltia's event hooks do not give it, and the
 * save hook needs the files as they are on disk now. Read only, never changed; registered in
 * sveltiaOverrides.ts, whose test fails when Sveltia stores it elsewhere.
 */
export const SVELTIA_FOLDER = { store: "file-system-handles", key: "root_dir_handle" };

/** Sveltia's database for a repository: "github:owner/name". */
export const databaseName = (backend: { name: string; repo: string }) => `${backend.name}:${backend.repo}`;

/** Whether the editor signed in with its local folder (Sveltia's account record in local storage). */
const signedInLocally = () => {
  try {
    return JSON.parse(localStorage.getItem("sveltia-cms.user") ?? "{}")?.backendName === "local";
  } catch {
    return false;
  }
};

/** The folder, or undefined before the editor picked it, or when it works on GitHub. */
export const localFolder = async (database: string): Promise<FileSystemDirectoryHandle | undefined> => {
  if (!signedInLocally()) return undefined;
  // Opening a database that does not exist would create it, before Sveltia does.
  if (!(await indexedDB.databases()).some(({ name }) => name === database)) return undefined;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(database);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    if (!db.objectStoreNames.contains(SVELTIA_FOLDER.store)) return undefined;
    const request = db.transaction(SVELTIA_FOLDER.store).objectStore(SVELTIA_FOLDER.store).get(SVELTIA_FOLDER.key);
    return await new Promise<FileSystemDirectoryHandle | undefined>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
};
