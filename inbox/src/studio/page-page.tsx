// One page in the Studio: its title, description, sharing picture and every word and block its
// schema has, drawn from the description the server derives from the page's schema (the same
// editor as a case study's); its address, body class and layout shown, never changed. Saved as a
// draft, published when ready, and its history with a way back.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useParams } from "react-router";
import type { PageEditor, StudyDocument } from "#contracts/studio.ts";
import { downloads } from "../api/inbox-api.ts";
import { useSession } from "../shell/session.tsx";
import { FieldsEditor } from "./block-editor.tsx";
import { EntryLoading, EntryPage, publishedStanding } from "./entry-page.tsx";
import {
  EditingContext,
  type Place,
  placeName,
  type StudyEditing,
  updateIn,
} from "./study-editing.ts";
import { useEntryActions } from "./use-entry-actions.ts";

/** The fields shown and never changed, in the editor's words. */
const LOCKED_NAMES: Record<string, string> = {
  path: "Address",
  bodyClass: "Body class",
  layout: "Layout",
  order: "Place among its pages",
};

export function PagePage() {
  const { key: param } = useParams();
  const { api } = useSession();
  const [page, setPage] = useState<StudyDocument | null>(null);
  // The editor as last answered: an upload moves its draft version on, and uploads go one by one.
  const latest = useRef<PageEditor | null>(null);
  const uploads = useRef<Promise<unknown>>(Promise.resolve());

  const entry = useEntryActions({
    entry: api.page,
    keyOf: (found) => found.key,
    param,
    list: "/pages",
    onShow: (found) => {
      latest.current = found;
      setPage(found.page);
    },
    save: async (_shown, base) => {
      await uploads.current;
      return api.page.save(param!, {
        page: page!,
        version: latest.current?.draft?.version ?? 0,
        base,
      });
    },
    said: {
      published: "Published. The page shows it within a few seconds.",
      discarded: "Draft discarded: the editor shows the published page again.",
    },
  });
  const { status, failed, editor, setEditor, errors } = entry;

  useEffect(() => {
    if (!param) return;
    let live = true;
    api.page.get(param).then((found) => {
      if (live) entry.open(found);
    }, failed);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per page
  }, [api, param]);

  const change = useCallback(
    (place: Place, update: (value: unknown) => unknown) =>
      setPage((old) => updateIn(old, place, update) as StudyDocument),
    [],
  );
  const editing = useMemo<StudyEditing>(
    () => ({
      errors,
      change,
      fileUrl: (file) =>
        `${downloads.pageFile(param!, file)}?v=${latest.current?.draft?.version ?? 0}`,
      upload: (file: File) => {
        const next = uploads.current.then(async () => {
          const uploaded = await api.uploadPageShare(
            param!,
            latest.current?.draft?.version ?? 0,
            file,
          );
          latest.current = uploaded;
          setEditor(uploaded);
          return uploaded.uploaded;
        });
        uploads.current = next.catch(() => undefined);
        return next;
      },
    }),
    [api, change, errors, param, setEditor],
  );

  if (!editor || !page) return <EntryLoading title="Page" status={status} />;

  const refused = Object.entries(errors);
  const title = typeof page.title === "string" && page.title.trim() ? page.title : "Page";

  return (
    <EntryPage
      entry={entry}
      back={["/pages", "All pages"]}
      title={title}
      standing={publishedStanding(true)}
      draft={editor.draft}
      preview={
        editor.kind === "service"
          ? ["pages", editor.key, "above", "the page above it"]
          : ["pages", editor.key]
      }
      before={
        refused.length ? (
          <ul className="error-summary">
            {refused.map(([place, message]) => (
              <li key={place}>
                {placeName(
                  editor.fields,
                  page,
                  place.split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step)),
                )}
                : {message}
              </li>
            ))}
          </ul>
        ) : null
      }
    >
      <dl className="facts">
        <div>
          <dt>Page</dt>
          <dd>
            <a className="wrap" href={`/old${editor.address === "/" ? "/" : editor.address}`}>
              /old{editor.address === "/" ? "/" : editor.address}
            </a>
          </dd>
        </div>
        <div>
          <dt>File</dt>
          <dd>content/{editor.file}</dd>
        </div>
        {Object.entries(editor.locked).map(([field, value]) => (
          <div key={field}>
            <dt>{LOCKED_NAMES[field] ?? field}</dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="field__hint">
        These are fixed by the site&apos;s code: ask a developer to change them.
      </p>
      <EditingContext.Provider value={editing}>
        <FieldsEditor fields={editor.fields} value={page} place={[]} />
      </EditingContext.Provider>
    </EntryPage>
  );
}
