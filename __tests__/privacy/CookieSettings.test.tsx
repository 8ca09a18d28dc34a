// The Cookie Settings dialog tells the truth about the browser's storage: every entry this site
// has in local and session storage, with its purpose and how long it stays; that storage is
// blocked when it is; and that the language choice is gone only once it is read back as gone.
import React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { CookieSettingsProvider, useOpenCookieSettings } from "../../src/privacy/CookieSettings";
import { loadLocale, renderWithSite } from "../helpers/renderWithSite";

const text = loadLocale("en").cookies as any;

// jsdom has no modal dialogs: opening one here just sets `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});

const Opener = () => {
  const open = useOpenCookieSettings();
  return (
    <button type="button" onClick={open}>
      open settings
    </button>
  );
};

const openDialog = () => {
  renderWithSite(
    <CookieSettingsProvider>
      <Opener />
    </CookieSettingsProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "open settings" }));
  return screen.getByRole("status", { hidden: true });
};
const entryList = () => screen.getByRole("list", { name: text.storedHeading, hidden: true });
const entryOf = (title: string) =>
  within(entryList())
    .getAllByRole("listitem", { hidden: true })
    .find((item) => item.textContent!.startsWith(title))!;
const clearButton = () => screen.getByRole("button", { name: text.clear, hidden: true });
const offeredClearButton = () => screen.queryByRole("button", { name: text.clear, hidden: true });

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

test("lists every entry the browser holds for the site, with its purpose and how long it stays", () => {
  window.localStorage.setItem("language", "ar");
  window.sessionStorage.setItem("@@scroll|/|initial", "0");
  window.sessionStorage.setItem("@@scroll|/privacy-policy/|k3x9", "1200");
  const status = openDialog();
  const language = entryOf(text.entries.language.title);
  expect(language).toHaveTextContent(`${text.areas.local}`);
  expect(within(language).getByText("language")).toBeInTheDocument();
  expect(language).not.toHaveTextContent('"ar"');
  expect(language).toHaveTextContent(`${text.entries.language.purpose} ${text.entries.language.duration}`);
  const scroll = entryOf(text.entries.scrollPosition.title);
  expect(scroll).toHaveTextContent(text.areas.session);
  expect(scroll).toHaveTextContent(text.entries.scrollPosition.pages);
  expect(
    within(scroll)
      .getAllByRole("listitem", { hidden: true })
      .map((page) => page.textContent),
  ).toEqual(["/", "/privacy-policy/"]);
  expect(scroll).toHaveTextContent(text.entries.scrollPosition.duration);

  act(() => clearButton().click());
  expect(status).toHaveTextContent(text.cleared);
  expect(window.localStorage.getItem("language")).toBeNull();
  expect(entryOf(text.entries.language.title)).toBeUndefined();
  expect(entryOf(text.entries.scrollPosition.title)).toBeDefined();
  expect(offeredClearButton()).toBeNull();
});

test("says nothing is stored when storage works and holds nothing", () => {
  const status = openDialog();
  expect(status).toHaveTextContent(text.nothingStored);
  expect(screen.queryByRole("list", { name: text.storedHeading, hidden: true })).toBeNull();
  expect(offeredClearButton()).toBeNull();
});

test("a key the site does not describe is shown as such, not hidden, and its value is not shown", () => {
  window.sessionStorage.setItem("something-else", "private-value-42");
  const status = openDialog();
  expect(status).not.toHaveTextContent(text.nothingStored);
  const unknown = entryOf(text.entries.unknown.title);
  expect(within(unknown).getByText("something-else")).toBeInTheDocument();
  expect(entryList()).not.toHaveTextContent("private-value-42");
});

test("the content editor's entries are named as the editor's, and its sign-in's access key is never shown", () => {
  const token = "gho_16C7e42F292c6912E7710c838347Ae178B4a";
  window.localStorage.setItem("sveltia-cms.user", JSON.stringify({ backendName: "github", token }));
  window.localStorage.setItem("sveltia-cms.prefs", JSON.stringify({ locale: "ar" }));
  openDialog();
  const editor = entryOf(text.entries.contentEditor.title);
  expect(editor).toHaveTextContent(`${text.entries.contentEditor.purpose} ${text.entries.contentEditor.duration}`);
  expect(
    within(editor)
      .getAllByRole("listitem", { hidden: true })
      .map((item) => item.textContent),
  ).toEqual(["sveltia-cms.prefs", "sveltia-cms.user"]);
  expect(entryOf(text.entries.unknown.title)).toBeUndefined();
  expect(entryList()).not.toHaveTextContent(token);
  expect(entryList()).not.toHaveTextContent("github");
});

test("a page scrolled twice in the tab (two entries) is listed once", () => {
  window.sessionStorage.setItem("@@scroll|/|initial", "0");
  window.sessionStorage.setItem("@@scroll|/|1764236011000", "900");
  openDialog();
  expect(
    within(entryOf(text.entries.scrollPosition.title))
      .getAllByRole("listitem", { hidden: true })
      .map((page) => page.textContent),
  ).toEqual(["/"]);
});

test("says when storage is unavailable instead of calling it empty", () => {
  jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  });
  const status = openDialog();
  expect(status).toHaveTextContent(text.unavailable);
  expect(status).not.toHaveTextContent(text.nothingStored);
  expect(offeredClearButton()).toBeNull();
});

test("does not confirm a removal that did not happen, and still lists the entry", () => {
  window.localStorage.setItem("language", "en");
  jest.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {});
  const status = openDialog();
  act(() => clearButton().click());
  expect(status).not.toHaveTextContent(text.cleared);
  expect(status).toHaveTextContent(text.clearFailed);
  expect(within(entryOf(text.entries.language.title)).getByText("language")).toBeInTheDocument();
});

test("does not confirm a removal that threw", () => {
  window.localStorage.setItem("language", "ar");
  jest.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
    throw new DOMException("blocked", "SecurityError");
  });
  const status = openDialog();
  act(() => clearButton().click());
  expect(status).toHaveTextContent(text.clearFailed);
  expect(status).not.toHaveTextContent(text.cleared);
});

test("lists a scroll position the router saves just after the dialog opened, or while it is open", () => {
  // The router writes a page's scroll position an animation frame after the scroll that the
  // opening link caused; the list must not stay as it was read a moment before.
  jest.useFakeTimers();
  try {
    const status = openDialog();
    expect(status).toHaveTextContent(text.nothingStored);
    window.sessionStorage.setItem("@@scroll|/|initial", "2400");
    act(() => jest.advanceTimersByTime(100));
    expect(entryOf(text.entries.scrollPosition.title)).toHaveTextContent("/");

    window.sessionStorage.setItem("@@scroll|/privacy-policy/|initial", "800");
    act(() => {
      window.dispatchEvent(new Event("scroll"));
      jest.advanceTimersByTime(100);
    });
    expect(
      within(entryOf(text.entries.scrollPosition.title))
        .getAllByRole("listitem", { hidden: true })
        .map((page) => page.textContent),
    ).toEqual(["/", "/privacy-policy/"]);
  } finally {
    jest.useRealTimers();
  }
});

test("Back or Forward closes the dialog: the page it was opened over is left behind it", () => {
  const status = openDialog();
  const dialog = status.closest("dialog")!;
  expect(dialog.open).toBe(true);
  act(() => {
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  expect(dialog.open).toBe(false);
});

test("its link to the policy, followed on the policy page itself, leaves focus in the section it shows, not on the opener", () => {
  window.history.pushState(null, "", "/privacy-policy/");
  const section = document.createElement("section");
  section.id = "language-preference";
  document.body.append(section);
  try {
    openDialog();
    fireEvent.click(screen.getByRole("link", { name: text.privacyPolicy, hidden: true }));
    expect(section).toHaveFocus();
  } finally {
    section.remove();
    window.history.pushState(null, "", "/");
  }
});
