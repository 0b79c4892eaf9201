// One case study in the Studio: its folder (chosen once, fixed when published), its fields and
// blocks drawn from the description the server derives from the study's schema, its pictures and
// films uploaded as they are chosen; saved as a draft, published when ready, and its history with
// a way back. The server checks everything again and names each field that is wrong.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { WORK_CATEGORY_SEGMENTS } from "#contracts/work-categories.ts";
import type {
  EntryHistoryItem,
  StudyDocument,
  StudyEditor,
  StudyFileKind,
  StudyForm,
} from "#contracts/studio.ts";
import { ApiError } from "../api/client.ts";
import { downloads } from "../api/inbox-api.ts";
import { formatDateTime } from "../lib/format.ts";
import { Field } from "../shell/field.tsx";
import { PageHeading } from "../shell/page-heading.tsx";
import { useSession } from "../shell/session.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";
import { FieldsEditor } from "./block-editor.tsx";
import {
  EditingContext,
  type Place,
  placeName,
  type StudyEditing,
  updateIn,
} from "./study-editing.ts";

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
  const navigate = useNavigate();
  const { status, done, failed, clear } = useStatus();
  const [form, setForm] = useState<StudyForm | null>(null);
  const [editor, setEditor] = useState<StudyEditor | null>(null);
  const [study, setStudy] = useState<StudyDocument | null>(null);
  const [base, setBase] = useState(0);
  const [category, setCategory] = useState(CATEGORIES[0]!);
  const [name, setName] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState<EntryHistoryItem[]>([]);
  const page = useRef<HTMLFormElement>(null);
  // The editor as last answered: an upload moves its draft version on, and uploads go one by one.
  const latest = useRef<StudyEditor | null>(null);
  const uploads = useRef<Promise<unknown>>(Promise.resolve());

  const show = (found: StudyEditor, fields?: StudyForm) => {
    latest.current = found;
    setEditor(found);
    if (found.study || fields) setStudy(found.study ?? fields!.blank);
    setBase(found.base);
    const [segment, ...rest] = found.folder.split("-");
    setCategory(segment!);
    setName(rest.join("-"));
    setErrors({});
  };
  const loadHistory = (folder: string) =>
    api.studyHistory(folder).then((found) => setHistory(found.items), failed);

  useEffect(() => {
    // Moving to the address of the study just saved loads nothing: this screen has it.
    if (param !== undefined && param === latest.current?.folder) return;
    let live = true;
    void Promise.all([api.studyForm(), param ? api.study(param) : api.studies()]).then(
      ([fields, found]) => {
        if (!live) return;
        setForm(fields);
        if ("folder" in found) {
          show(found, fields);
          void loadHistory(found.folder);
        } else {
          latest.current = null;
          setEditor(null);
          setStudy(fields.blank);
          setBase(found.revision);
          setName(null);
          setHistory([]);
        }
      },
      failed,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per study
  }, [api, param]);

  // After a refused save, the first field the server named takes focus.
  useEffect(() => {
    if (Object.keys(errors).length)
      page.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const published = editor?.published ?? false;
  const chosen = `${category}-${name ?? nameFrom(study?.client)}`;

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
    [api, change, chosen, errors],
  );

  if (!form || !study)
    return (
      <section className="page">
        <PageHeading title="Case study — Studio">
          {param ? "Case study" : "New case study"}
        </PageHeading>
        <StatusLine status={status} />
        {status ? null : <p className="loading">Loading…</p>}
      </section>
    );

  /** Saves the study as the draft; answers the saved state. */
  async function save(): Promise<StudyEditor> {
    await uploads.current;
    const saved = await api.saveStudy(latest.current?.folder ?? chosen, {
      study: study!,
      version: latest.current?.draft?.version ?? 0,
      base,
      ...(published ? {} : { folder: chosen }),
    });
    show(saved);
    if (saved.folder !== param) navigate(`/studies/${saved.folder}`, { replace: true });
    return saved;
  }

  async function act(work: () => Promise<string>) {
    clear();
    setBusy(true);
    try {
      done(await work());
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length) {
        setErrors(error.errors);
        failed(new ApiError("Please check the fields marked below.", 400));
      } else failed(error);
    } finally {
      setBusy(false);
    }
  }

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      await save();
      return "Draft saved. The site does not show it until you publish.";
    });
  };
  const publish = () =>
    act(async () => {
      const saved = await save();
      const live = await api.publishStudy(saved.folder, saved.draft!.version);
      show(live);
      void loadHistory(live.folder);
      return "Published. The works list and the study's page show it within a few seconds.";
    });
  const discard = () =>
    act(async () => {
      if (!editor?.draft) return "There is no draft to discard.";
      await api.discardStudy(editor.folder, editor.draft.version);
      if (!editor.published) {
        navigate("/studies", { replace: true });
        return "Draft discarded.";
      }
      show(await api.study(editor.folder));
      return "Draft discarded: the editor shows the published study again.";
    });
  const revert = (to: number) =>
    act(async () => {
      await api.revertStudy(editor!.folder, to, base);
      show(await api.study(editor!.folder));
      void loadHistory(editor!.folder);
      return `Brought back as it was at revision ${to}; the site shows it within a few seconds.`;
    });

  const heading =
    [study.client, study.title]
      .filter((part) => typeof part === "string" && part.trim())
      .join(" — ") || (editor ? "Case study" : "New case study");
  const refused = Object.entries(errors);

  return (
    <section className="page page--narrow">
      <p className="back">
        <Link to="/studies">← All case studies</Link>
      </p>
      <PageHeading title={`${heading} — Studio`}>{heading}</PageHeading>
      <p className="muted">
        {editor ? (
          <>
            <span className={`tag tag--${published ? "open" : "unpublished"}`}>
              {published ? "Published" : "Not published"}
            </span>{" "}
            {editor.draft
              ? `Draft saved by ${editor.draft.author}, ${formatDateTime(editor.draft.updatedAt)}: not on the site yet.`
              : "No unpublished changes."}
          </>
        ) : (
          "Nothing is on the site until you publish."
        )}
      </p>
      <StatusLine status={status} />
      {editor?.study ? (
        <p className="preview-links">
          Preview {editor.draft ? "the saved draft" : "as published"}:{" "}
          <a href={downloads.studyPreview(editor.folder)} target="_blank" rel="noopener">
            its page
          </a>
          {" · "}
          <a href={downloads.studyPreview(editor.folder, "works")} target="_blank" rel="noopener">
            the works list
          </a>{" "}
          <span className="muted">(opens in a new tab)</span>
        </p>
      ) : null}
      {refused.length ? (
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
      ) : null}

      <form ref={page} className="stack" onSubmit={onSave} noValidate>
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

        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            Save draft
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void publish()}
          >
            Publish
          </button>
          {editor?.draft ? (
            <button
              type="button"
              className="button button--quiet"
              disabled={busy}
              onClick={() => void discard()}
            >
              Discard draft
            </button>
          ) : null}
        </div>
      </form>

      {history.length ? (
        <section className="panel" aria-labelledby="history-heading">
          <h2 id="history-heading">History</h2>
          <ol className="plain-list">
            {history.map((item) => (
              <li key={item.number} className="history-item">
                <span>
                  Revision {item.number}, {item.change}
                  {item.publishedAt ? ` ${formatDateTime(item.publishedAt)}` : ""} by{" "}
                  <span className="wrap">{item.author}</span>
                  {item.current ? <span className="badge badge--live">on the site</span> : null}
                </span>
                {item.current || item.change === "removed" ? null : (
                  <button
                    type="button"
                    className="button button--quiet"
                    disabled={busy}
                    onClick={() => void revert(item.number)}
                  >
                    Bring back revision {item.number}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  );
}
