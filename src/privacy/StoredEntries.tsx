import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { bindCitations } from "../content/citations";
import {
  STORAGE_KINDS,
  entriesOf,
  scrollPositionPage,
  type StorageArea,
  type StorageKindId,
  type StoredEntry,
  type StoredNow,
} from "./storageEntries";

type EntryText =
  | `entries.${StorageKindId | "unknown"}.${"title" | "purpose" | "duration"}`
  | `areas.${StorageArea}`
  | "entries.scrollPosition.pages";

/** A key exactly as stored, kept left to right inside Arabic text. */
const Stored = ({ children }: { children: string }) => (
  <bdi dir="ltr">
    <code className="font-mono text-[0.8125rem] [overflow-wrap:anywhere] text-slate-100">{children}</code>
  </bdi>
);

/** The pages of scroll positions, each once, with the keys of its entries. */
const pagesOf = (entries: StoredEntry[]) => {
  const pages = new Map<string, string[]>();
  for (const { key } of entries)
    pages.set(scrollPositionPage(key), [...(pages.get(scrollPositionPage(key)) ?? []), key]);
  return [...pages].map(([page, keys]) => ({ page, keys }));
};

/** One kind of entry with what the browser holds of it now (its keys, never a value), what it is for and how long it stays. */
const StoredKind = ({
  kind,
  entries,
}: {
  kind: (typeof STORAGE_KINDS)[number] | undefined;
  entries: StoredEntry[];
}) => {
  const { t } = useTranslation("cookies");
  // "Local Storage" and "Session Storage" stay on one line, as on the legal pages.
  const text = (key: EntryText) => bindCitations(t(key));
  const id = kind?.id ?? "unknown";
  return (
    <li data-storage-kind={id} className="rounded-xl border border-white/10 bg-white/[0.04] px-4 py-3 text-sm">
      <p className="font-semibold text-white">
        {text(`entries.${id}.title`)}{" "}
        <span className="font-normal text-slate-400">· {text(`areas.${entries[0].area}`)}</span>
      </p>
      {id === "scrollPosition" ? (
        <>
          <p className="mt-1.5">{text("entries.scrollPosition.pages")}</p>
          {/*
            One page a line: a path never breaks, and paths never mix their order in right-to-left
            text. A page visited twice in the tab has two entries, and is listed once.
          */}
          <ul className="mt-1 space-y-0.5 ps-4">
            {pagesOf(entries).map(({ page, keys }) => (
              <li key={page} data-storage-key={keys.join(" ")}>
                <Stored>{page}</Stored>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul className="mt-1.5 space-y-1">
          {entries.map((entry) => (
            <li key={entry.key} data-storage-key={entry.key}>
              <Stored>{entry.key}</Stored>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1.5 leading-relaxed">
        {text(`entries.${id}.purpose`)} {text(`entries.${id}.duration`)}
      </p>
    </li>
  );
};

/** The list of what this site keeps in the browser now, grouped by kind, in the policy's order. */
export const StoredEntries = ({ stored }: { stored: StoredNow }) => {
  const entries = entriesOf(stored);
  const groups = [
    ...STORAGE_KINDS.map((kind) => ({ kind, entries: entries.filter((entry) => entry.kind === kind.id) })),
    ...entries.filter((entry) => !entry.kind).map((entry) => ({ kind: undefined, entries: [entry] })),
  ].filter((group) => group.entries.length);
  if (!groups.length) return null;
  return (
    <ul aria-labelledby="cookie-settings-stored" className="mt-3 space-y-2">
      {groups.map((group) => (
        <StoredKind key={group.kind?.id ?? group.entries[0].key} kind={group.kind} entries={group.entries} />
      ))}
    </ul>
  );
};
