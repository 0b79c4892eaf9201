// One case study in the Studio: its folder (chosen once, fixed when published), its fields and
// blocks drawn from the description the server derives from the study's schema, its pictures and
// films uploaded as they are chosen; saved as a draft, published when ready, and its history with
// a way back. The server checks everything again and names each field that is wrong.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useParams } from "react-router";
import { WORK_CATEGORY_SEGMENTS } from "#contracts/work-categories.ts";
import type { StudyDocument, StudyEditor, StudyFileKind, StudyForm } from "#contracts/studio.ts";
import { ApiError } from "../api/client.ts";
import { downloads } from "../api/inbox-api.ts";
import { Field } from "../shell/field.tsx";
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

const CATEGORIES = Object.keys(WORK_CATEGORY_SEGMENTS);
const FOLDER = /^[a-z]+-[a-z0-9]+$/;

/** A new study's name from its client's: "Ayur Central" → "ayurcentral". */
const nameFrom = (client: unknown) =>
  String(client ?? "")
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 40);

export function StudyPage() {
  const { folder: param } = useParams();
  const { api } = useSession();
  const [form, setForm] = useState<StudyForm | null>(null);
  const [study, setStudy] = useState<StudyDocument | null>(null);
  const [category, setCategory] = useState(CATEGORIES[0]!);
  const [name, setName] = useState<string | null>(null);
  // The editor as last answered: an upload moves its draft version on, and uploads go one by one.
  const latest = useRef<StudyEditor | null>(null);
  const uploads = useRef<Promise<unknown>>(Promise.resolve());
  const chosen = `${category}-${name ?? nameFrom(study?.client)}`;

  const entry = useEntryActions({
    entry: api.study,
    keyOf: (found) => found.folder,
    param,
    list: "/studies",
    onShow: (found) => {
      latest.current = found;
      if (found.study) setStudy(found.study);
      const [segment, ...rest] = found.folder.split("-");
      setCategory(segment!);
      setName(rest.join("-"));
    },
    // Once the uploads begun have ended, on the draft they made.
    save: async (shown, base) => {
      await uploads.current;
      return api.study.save(latest.current?.folder ?? chosen, {
        study: study!,
        version: latest.current?.draft?.version ?? 0,
        base,
        ...(shown?.published ? {} : { folder: chosen }),
      });
    },
    said: {
      published: "Published. The works list and the study's page show it within a few seconds.",
      discarded: "Draft discarded: the editor shows the published study again.",
    },
  });
  const { status, failed, editor, setEditor, errors } = entry;
  const published = editor?.published ?? false;

  useEffect(() => {
    // Moving to the address of the study just saved loads nothing: this screen has it.
    if (param !== undefined && param === latest.current?.folder) return;
    let live = true;
    void Promise.all([api.studyForm(), param ? api.study.get(param) : api.studies()]).then(
      ([fields, found]) => {
        if (!live) return;
        setForm(fields);
        if ("folder" in found) {
          entry.open(found);
          setStudy(found.study ?? fields.blank);
        } else {
          latest.current = null;
          entry.begin(found.revision);
          setStudy(fields.blank);
          setName(null);
        }
      },
      failed,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per study
  }, [api, param]);

  const change = useCallback(
    (place: Place, update: (value: unknown) => unknown) =>
      setStudy((old) => updateIn(old, place, update) as StudyDocument),
    [],
  );
  const editing = useMemo<StudyEditing>(
    () => ({
      errors,
      change,
      fileUrl: (file) => downloads.studyFile(latest.current?.folder ?? chosen, file),
      upload: (file: File, as: StudyFileKind) => {
        const next = uploads.current.then(async () => {
          const folder = latest.current?.folder ?? chosen;
          if (!FOLDER.test(folder))
            throw new ApiError(
              "Choose the study's category and name first: its files go in its folder.",
              400,
            );
          const uploaded = await api.uploadStudyFile(
            folder,
            latest.current?.draft?.version ?? 0,
            as,
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
    [api, change, chosen, errors, setEditor],
  );

  if (!form || !study)
    return <EntryLoading title={param ? "Case study" : "New case study"} status={status} />;

  const heading =
    [study.client, study.title]
      .filter((part) => typeof part === "string" && part.trim())
      .join(" — ") || (editor ? "Case study" : "New case study");
  const refused = Object.entries(errors);

  return (
    <EntryPage
      entry={entry}
      back={["/studies", "All case studies"]}
      title={heading}
      standing={editor ? publishedStanding(published) : undefined}
      draft={editor?.draft}
      preview={editor?.study ? ["studies", editor.folder, "works", "the works list"] : null}
      before={
        refused.length ? (
          <ul className="error-summary">
            {refused.map(([place, message]) => (
              <li key={place}>
                {placeName(
                  form.fields,
                  study,
                  place.split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step)),
                )}
                : {message}
              </li>
            ))}
          </ul>
        ) : null
      }
    >
      {published ? (
        <p className="field">
          <span className="field__label">Address</span>{" "}
          <a className="wrap" href={editor!.address}>
            {editor!.address}
          </a>
        </p>
      ) : (
        <fieldset className="panel">
          <legend>Address</legend>
          <div className="row">
            <div className="field">
              <label htmlFor="study-category">Category</label>
              <select
                id="study-category"
                value={category}
                onChange={(event) => setCategory(event.target.value)}
              >
                {CATEGORIES.map((segment) => (
                  <option key={segment}>{segment}</option>
                ))}
              </select>
            </div>
            <Field
              label="Name"
              hint="Lower-case letters and digits. It cannot change once published."
              required
              value={name ?? nameFrom(study.client)}
              error={errors.folder}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <p className="field__hint">
            The page will be /old/works/{category}/{name ?? nameFrom(study.client)}
          </p>
        </fieldset>
      )}
      <EditingContext.Provider value={editing}>
        <FieldsEditor fields={form.fields} value={study} place={[]} />
      </EditingContext.Provider>
    </EntryPage>
  );
}
