// The Cookie Settings dialog tells the truth about local storage: what is stored, that it is
// blocked when it is, and that the entry is gone only once it is read back as gone.
import React from "react";
import { act, fireEvent, screen } from "@testing-library/react";
import { CookieSettingsProvider, useOpenCookieSettings } from "../../src/privacy/CookieSettings";
import { loadLocale, renderWithSite } from "../helpers/renderWithSite";

const text = loadLocale("en").cookies as Record<string, string>;

// jsdom has no modal dialogs: opening one here just sets `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
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
const clearButton = () => screen.getByRole("button", { name: text.clear, hidden: true });

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

test("shows what is stored and confirms a removal that really happened", () => {
  window.localStorage.setItem("language", "ar");
  const status = openDialog();
  expect(status).toHaveTextContent(`${text.storedNow} language = "ar"`);
  act(() => clearButton().click());
  expect(status).toHaveTextContent(text.cleared);
  expect(window.localStorage.getItem("language")).toBeNull();
});

test("says nothing is stored when storage works and holds nothing", () => {
  const status = openDialog();
  expect(status).toHaveTextContent(text.nothingStored);
  expect(clearButton()).toBeDisabled();
});

test("says when storage is unavailable instead of calling it empty", () => {
  jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  });
  const status = openDialog();
  expect(status).toHaveTextContent(text.unavailable);
  expect(status).not.toHaveTextContent(text.nothingStored);
  expect(clearButton()).toBeDisabled();
});

test("does not confirm a removal that did not happen, and still shows the entry", () => {
  window.localStorage.setItem("language", "en");
  jest.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {});
  const status = openDialog();
  act(() => clearButton().click());
  expect(status).not.toHaveTextContent(text.cleared);
  expect(status).toHaveTextContent(text.clearFailed);
  expect(status).toHaveTextContent('language = "en"');
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
