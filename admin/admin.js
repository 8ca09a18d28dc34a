// The editor at /admin/: Sveltia CMS (sveltia-cms.js, copied from node_modules by the build),
// started with the configuration generated from the content schemas (config.json, written by
// `npm run schemas`) and the repository the build was given (repository.json; see README).
window.CMS_MANUAL_INIT = true;

const readJson = async (file) => {
  const response = await fetch(file, { cache: "no-cache" });
  return response.ok ? response.json() : undefined;
};

window.addEventListener("DOMContentLoaded", async () => {
  const [config, repository] = await Promise.all([readJson("./config.json"), readJson("./repository.json")]);
  if (repository) Object.assign(config.backend, repository);
  window.CMS.init({ config });
});
