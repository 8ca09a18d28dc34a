/**
 * Every place where the editor relies on Sveltia CMS beyond its documented configuration and event
 * hooks: why, the code that does it, and the text each relies on in a file of the installed
 * @sveltia/cms, as [text, why, file (default: its script, dist/sveltia-cms.js)] (checked by
 * __tests__/editor/sveltiaOverrides.test.ts: after an update of Sveltia, a failure names the
 * override to revisit).
 */
export const SVELTIA_OVERRIDES = [
  {
    id: "immutable-from-the-site",
    what: "The page's import map points Sveltia's import of Immutable.js (from unpkg.com) at the site's copy of the version Sveltia installs.",
    why: "Sveltia runs event hooks (preSave) only once it has imported Immutable.js from unpkg.com, and skips them when it cannot, saving unchecked: the page's policy allows no other origin, and an editor on a local copy may be offline.",
    code: ["admin/index.html", "src/editor/editorFiles.ts", "src/seo/securityHeaders.ts"],
    internals: [
      ["`dist/immutable.es.js`", "the file Sveltia imports"],
      ["`https://unpkg.com/${e}`", "where it imports it from"],
      ['"immutable": "^5.1.9"', "the version in the import map's address", "package.json"],
    ],
  },
  {
    id: "refusal-message-shown",
    what: "The save hook refuses with an error named as Sveltia's own failed save (saving_failed), its message as the cause.",
    why: 'Sveltia shows any other error thrown by a preSave hook as "There was an error while saving the entry. Please try again later." alone, without saying what to fix.',
    code: ["src/editor/saveHook.ts"],
    internals: [
      [
        "t.message===`saving_failed`?(j(h,!0),j(g,t.cause?.message??t.message,!0))",
        "the editor's save shows the cause of a saving_failed error",
      ],
    ],
  },
  {
    id: "form-keys-left-out",
    what: "The save hook leaves out the keys Sveltia keeps for itself in an entry's data (their names begin with __sc_) before checking it.",
    why: "preSave gives the form's data with them (a moved list item's original place); Sveltia drops them only when it writes the file.",
    code: ["src/editor/saveHook.ts"],
    internals: [["startsWith(`__sc_`)", "Sveltia drops keys with this prefix when it writes"]],
  },
  {
    id: "local-folder-handle",
    what: "The save hook reads the project folder Sveltia works on in local mode from Sveltia's IndexedDB store.",
    why: "preSave gives the entry, not the folder, and the check needs the files as they are on disk now.",
    code: ["src/editor/localFolder.ts"],
    internals: [
      ["`file-system-handles`", "the store"],
      ["`root_dir_handle`", "the key"],
      ["databaseName:`${t}:${u}`", "the database, named service:owner/repo"],
      ["`sveltia-cms.user`", "the account record that says the editor works locally"],
    ],
  },
  {
    id: "github-token",
    what: "On the live site the save hook reads the branch, and commits the legal records a save changes beside its entry, through GitHub's API with the token the editor signed in with, from Sveltia's account record.",
    why: "preSave gives the entry, not the repository, and the check needs the files as they are on the branch now; the records cannot join Sveltia's commit (preSave changes the entry only).",
    code: ["src/editor/githubBranch.ts", "src/editor/localFolder.ts"],
    internals: [
      ["`sveltia-cms.user`", "the account record"],
      ["token:e,refreshToken:t", "the token kept in it"],
      ["authScheme:`token`", "the scheme of the Authorization header"],
    ],
  },
  {
    id: "draft-branch-of-an-entry",
    what: "With review (editorial_workflow) the save hook reads and writes an entry's draft on Sveltia's branch for it, cms/<collection>/<slug>, and its postSave commit (the records) lands there, after Sveltia's commit of the entry; in local mode Sveltia saves directly.",
    why: "preSave and postSave give the entry, not the branch Sveltia saves it on; the records must ride in the draft's pull request. Only the GitHub and GitLab backends have a workflow, so a local folder stays direct.",
    code: ["src/editor/githubBranch.ts"],
    internals: [
      ["kY=`cms`", "the branches' prefix"],
      ["e.replaceAll(`%`,`%25`).replaceAll(`/`,`%2F`)", "a slug in the name"],
      ["S=c?await SRe({", "a save to the draft, then postSave"],
      ["QH=[`github`,`gitlab`]", "the backends with a workflow"],
    ],
  },
  {
    id: "fonts-and-locales-from-the-site",
    what: "The build rewrites the CDN addresses of Sveltia's interface fonts and texts in its script to the site's copies.",
    why: "The page's policy allows no CDN, and an editor on a local copy may be offline; the build stops when an address is no longer there.",
    code: ["src/editor/editorFiles.ts"],
    internals: [
      [
        "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
        "a font address it rewrites",
      ],
    ],
  },
  {
    id: "refusal-words-in-english",
    what: "The build replaces Sveltia's English words above a refused save, and of a failed publish, in its script with the site's.",
    why: 'Sveltia\'s English ("Please try again later.") is built into its script, not fetched like other languages, and registerLocale is not supported; a refusal is fixed, not waited out.',
    code: ["src/editor/editorFiles.ts", "src/editor/texts/sveltia.en.json"],
    internals: [
      [
        "description:`There was an error while saving the entry. Please try again later.`",
        "the English text it replaces",
      ],
      ["`Couldn’t publish the entry. Please try again.`", "and above a failed publish"],
    ],
  },
  {
    id: "update-check-answered",
    what: "The build points Sveltia's check for a newer version at the installed copy's own package.json, served beside its script.",
    why: "The copy is pinned and updated with the site; the policy refuses unpkg.com, which the browser logs as an error on opening and every hour. Sveltia (0.221.1) has no option to turn the check off.",
    code: ["src/editor/editorFiles.ts"],
    internals: [["`${iP}/package.json`", "the address it rewrites"]],
  },
  {
    id: "page-styles-on-sveltia-markup",
    what: "admin/admin.css lays a text's languages side by side and sets the Arabic's direction by Sveltia's markup: a field's section with data-field-type and data-key-path, a list's item-list.",
    why: "Sveltia's configuration has no layout or direction per field; its own styles are scoped to its components. The note's corner (above Sveltia's toasts) is checked by the editor's day (e2e/admin-day.spec.ts: the note clear of a list's Add).",
    code: ["admin/admin.css"],
    internals: [
      ["q(n,`data-field-type`,R(a)),q(n,`data-key-path`,t.keyPath)", "the attributes of a field's section"],
      ['class="item-list', "the class of a list's items"],
    ],
  },
  {
    id: "interface-language-from-preferences",
    what: "admin/admin.js reads the interface language from Sveltia's saved preferences (local storage sveltia-cms.prefs, its locale) to load the configuration in that language.",
    why: "The configuration's labels and hints are in one language per file; Sveltia gives a page no event or getter for its interface language before it starts.",
    code: ["admin/admin.js"],
    internals: [["DW=`sveltia-cms.prefs`,OW=`auto`", "the key, and the value that means the browser's language"]],
  },
  {
    id: "arabic-list-counts-as-sveltia-says-them",
    what: "Nothing is overridden: a list's header shows its count as Sveltia joins it with the list's label (label_singular for one item), «5 أسئلة شائعة».",
    why: "Arabic chooses the noun's form by number (2 a dual, 3-10 a plural, 11 and more a singular), and one label cannot give them: «14 أقسام» for «14 قسمًا», «2 لغات» for «لغتان». Sveltia joins the two in its code, not through a message the site could translate; the indefinite plural reads right for 3-10, the counts most lists have (review 6, E3). When this test fails, Sveltia has changed how it says the count: see whether it can now say it by number.",
    code: ["src/editor/texts/ar.json"],
    internals: [["R(he).length===1?R(y):void 0", "the count beside the label, the singular for one item"]],
  },
  {
    id: "translation-choice-on-a-draft-from-the-deployed-record",
    what: "Nothing is overridden: on a draft, a text's Translation choice is read from the deployed branch's translations.lock.json, not the draft's (trial 7, N7).",
    why: "Sveltia reads a draft's files through the site's file format (registerCustomFormat) and gives it the file's text alone, not the branch it came from. A review recorded in a draft shows as “To review” when the draft is opened again until it is published; saving it again keeps the draft's record (only a choice of Reviewed is recorded). When this test fails, see whether a format is now told the branch.",
    code: ["src/editor/translationReview.ts"],
    internals: [["c=GP.get(s)?.parser;if(c)return c(e)", "a format's parser is given the file's text only"]],
  },
  {
    id: "sign-in-buttons-hidden",
    what: "admin/admin.js hides GitHub sign-in buttons by Sveltia's CSS classes when the build has no repository.",
    why: "Signing in to a placeholder repository cannot work.",
    code: ["admin/admin.js"],
    internals: [["sui spacer", "the class of the button row's spacer"]],
  },
];
