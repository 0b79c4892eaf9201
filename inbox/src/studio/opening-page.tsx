// One opening in the Studio: its fields, duties in order, its picture with alt text; saved as a
// draft, published when ready, closed or reopened, and its history with a way back. A new
// opening ("/openings/new") takes its address from its title until the editor changes it; once
// published the address is fixed. The server checks everything again and names what is wrong.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import {
  EMPLOYMENT_TYPE_NAMES,
  EMPLOYMENT_TYPES,
  type EntryHistoryItem,
  type OpeningEditor,
  type OpeningFields,
  STUDIO_PICTURE_MAX_BYTES,
} from "#contracts/studio.ts";
import { ApiError } from "../api/client.ts";
import { downloads } from "../api/inbox-api.ts";
import { formatDateTime, formatSize } from "../lib/format.ts";
import { Field } from "../shell/field.tsx";
import { PageHeading } from "../shell/page-heading.tsx";
import { useSession } from "../shell/session.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";
import { DutiesField } from "./duties-field.tsx";
import { STATUS_NAMES } from "./openings-page.tsx";
import { slugFromTitle } from "./slug.ts";

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A new opening: open from today for sixty days, full time, at the end of the careers page. */
function blankFields(today: string): OpeningFields {
  return {
    title: "",
    order: 100,
    summary: "",
    duties: [""],
    employmentType: "FULL_TIME",
    datePosted: today,
    validThrough: isoDay(Date.parse(today) + 60 * DAY),
    closed: false,
    pictureAlt: "",
  };
}

export function OpeningPage() {
  const { slug: param } = useParams();
  const isNew = param === undefined;
  const { api } = useSession();
  const navigate = useNavigate();
  const { status, done, failed, clear } = useStatus();
  const [editor, setEditor] = useState<OpeningEditor | null>(null);
  const [fields, setFields] = useState<OpeningFields | null>(null);
  const [base, setBase] = useState(0);
  const [slug, setSlug] = useState("");
  const [slugTouched, setSlugTouched] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState<EntryHistoryItem[]>([]);
  const form = useRef<HTMLFormElement>(null);
  // A new key after an upload empties the file input (it cannot be set from a script).
  const [fileKey, setFileKey] = useState(0);

  const show = (found: OpeningEditor) => {
    setEditor(found);
    setFields(found.fields);
    setBase(found.base);
    setSlug(found.slug);
    setErrors({});
  };
  const loadHistory = (at: string) =>
    api.openingHistory(at).then((found) => setHistory(found.items), failed);

  useEffect(() => {
    let live = true;
    if (isNew)
      api.openings().then((list) => {
        if (!live) return;
        setEditor(null);
        setFields(blankFields(list.today));
        setBase(list.revision);
        setSlug("");
        setSlugTouched(false);
        setHistory([]);
      }, failed);
    else
      api.opening(param).then((found) => {
        if (!live) return;
        show(found);
        void loadHistory(found.slug);
      }, failed);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per opening
  }, [api, param]);

  // After a refused save, the first field the server named takes focus.
  useEffect(() => {
    if (Object.keys(errors).length)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  if (!fields)
    return (
      <section className="page">
        <PageHeading title="Opening — Studio">{isNew ? "New opening" : "Opening"}</PageHeading>
        <StatusLine status={status} />
        {status ? null : <p className="loading">Loading…</p>}
      </section>
    );

  const published = editor?.published ?? false;
  const set = <K extends keyof OpeningFields>(name: K, value: OpeningFields[K]) => {
    // Each text is one paragraph on the page: a line break typed into it becomes a space.
    const flat =
      typeof value === "string" ? (value.replace(/\s*[\r\n]+\s*/g, " ") as typeof value) : value;
    setFields({ ...fields, [name]: flat });
    if (name === "title" && !published && !slugTouched) setSlug(slugFromTitle(String(value)));
  };

  /** Saves the fields (and a chosen picture) as the draft; answers the saved state. */
  async function save(): Promise<OpeningEditor> {
    const at = editor?.slug ?? slug;
    let saved = await api.saveOpening(at, {
      fields: fields!,
      version: editor?.draft?.version ?? 0,
      base,
      ...(published ? {} : { slug }),
    });
    if (file) {
      saved = await api.uploadOpeningPicture(saved.slug, saved.draft!.version, file);
      setFile(null);
      setFileKey((key) => key + 1);
    }
    show(saved);
    if (saved.slug !== param) navigate(`/openings/${saved.slug}`, { replace: true });
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
      const live = await api.publishOpening(saved.slug, saved.draft!.version);
      show(live);
      void loadHistory(live.slug);
      return "Published. The careers page shows it within a few seconds.";
    });
  const discard = () =>
    act(async () => {
      if (!editor?.draft) return "There is no draft to discard.";
      await api.discardOpening(editor.slug, editor.draft.version);
      if (!editor.published) {
        navigate("/openings", { replace: true });
        return "Draft discarded.";
      }
      show(await api.opening(editor.slug));
      return "Draft discarded: the editor shows the published opening again.";
    });
  const closeOrReopen = (close: boolean) =>
    act(async () => {
      const changed = await (close ? api.closeOpening : api.reopenOpening)(editor!.slug, base);
      show(changed);
      void loadHistory(changed.slug);
      return close
        ? "Closed. It leaves the careers page within a few seconds, and new applications are refused."
        : "Reopened. The careers page shows it again within a few seconds.";
    });
  const revert = (to: number) =>
    act(async () => {
      await api.revertOpening(editor!.slug, to, base);
      show(await api.opening(editor!.slug));
      void loadHistory(editor!.slug);
      return `Brought back as it was at revision ${to}; the site shows it within a few seconds.`;
    });

  const title = fields.title.trim() || (isNew ? "New opening" : "Opening");
  const pictureUrl =
    editor?.picture && editor.draft !== undefined
      ? downloads.openingPicture(editor.slug, editor.draft?.version ?? 0)
      : null;

  return (
    <section className="page page--narrow">
      <p className="back">
        <Link to="/openings">← All openings</Link>
      </p>
      <PageHeading title={`${title} — Studio`}>{title}</PageHeading>
      <p className="muted">
        {editor ? (
          <>
            <span className={`tag tag--${editor.status}`}>{STATUS_NAMES[editor.status]}</span>{" "}
            {editor.draft
              ? `Draft saved by ${editor.draft.author}, ${formatDateTime(editor.draft.updatedAt)}: not on the site yet.`
              : "No unpublished changes."}
          </>
        ) : (
          "Nothing is on the site until you publish."
        )}
      </p>
      <StatusLine status={status} />
      {editor ? (
        <p className="preview-links">
          Preview {editor.draft ? "the saved draft" : "as published"}:{" "}
          <a href={downloads.openingPreview(editor.slug)} target="_blank" rel="noopener">
            its page
          </a>
          {" · "}
          <a href={downloads.openingPreview(editor.slug, "careers")} target="_blank" rel="noopener">
            the careers page
          </a>{" "}
          <span className="muted">(opens in a new tab)</span>
        </p>
      ) : null}

      <form ref={form} className="stack" onSubmit={onSave} noValidate>
        <Field
          label="Title"
          required
          value={fields.title}
          error={errors.title}
          onChange={(event) => set("title", event.target.value)}
        />
        {published ? (
          <p className="field">
            <span className="field__label">Address</span>
            <a className="wrap" href={`/old/careers/apply-now/${slug}`}>
              /old/careers/apply-now/{slug}
            </a>
          </p>
        ) : (
          <Field
            label="Address"
            hint="The last part of the apply page's address: lower-case words and hyphens. It cannot change once published."
            required
            value={slug}
            error={errors.slug}
            onChange={(event) => {
              setSlug(event.target.value);
              setSlugTouched(true);
            }}
          />
        )}
        <Field
          multiline
          label="Summary"
          hint="One or two sentences on the role; search engines show it too."
          rows={3}
          required
          value={fields.summary}
          error={errors.summary}
          onChange={(event) => set("summary", event.target.value)}
        />
        <DutiesField
          duties={fields.duties}
          errors={errors}
          onChange={(duties) => set("duties", duties)}
        />
        <div className="row">
          <div className="field">
            <label htmlFor="employment-type">Employment</label>
            <select
              id="employment-type"
              value={fields.employmentType}
              onChange={(event) =>
                set("employmentType", event.target.value as OpeningFields["employmentType"])
              }
            >
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {EMPLOYMENT_TYPE_NAMES[type]}
                </option>
              ))}
            </select>
          </div>
          <Field
            label="Place on the careers page"
            hint="Lower numbers come first."
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={String(fields.order)}
            error={errors.order}
            onChange={(event) => set("order", Number(event.target.value))}
          />
        </div>
        <div className="row">
          <Field
            label="First day"
            type="date"
            required
            value={fields.datePosted}
            error={errors.datePosted}
            onChange={(event) => set("datePosted", event.target.value)}
          />
          <Field
            label="Last day"
            hint="It closes on its own after this day."
            type="date"
            required
            value={fields.validThrough}
            error={errors.validThrough}
            onChange={(event) => set("validThrough", event.target.value)}
          />
        </div>

        <fieldset className="panel">
          <legend>Picture</legend>
          {pictureUrl ? (
            <img className="studio-picture" src={pictureUrl} alt={fields.pictureAlt} />
          ) : null}
          <Field
            key={fileKey}
            label={editor?.picture ? "Replace the picture" : "Picture"}
            hint={`A photo: JPEG, PNG, WebP or HEIC, up to ${formatSize(STUDIO_PICTURE_MAX_BYTES)}. Its location and camera details are removed. It is uploaded when you save.`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic"
            error={errors.picture}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              // Said at once rather than after sending 20 MB and more to be refused.
              const tooLarge = chosen && chosen.size > STUDIO_PICTURE_MAX_BYTES;
              setErrors(({ picture: _, ...rest }) =>
                tooLarge
                  ? {
                      ...rest,
                      picture: `This file is ${formatSize(chosen.size)}; the most the Studio takes is ${formatSize(STUDIO_PICTURE_MAX_BYTES)}`,
                    }
                  : rest,
              );
              setFile(tooLarge ? null : chosen);
            }}
          />
          <Field
            multiline
            label="Describe the picture"
            hint="For people who cannot see it: what it shows, in a sentence."
            rows={2}
            required
            value={fields.pictureAlt}
            error={errors.pictureAlt}
            onChange={(event) => set("pictureAlt", event.target.value)}
          />
        </fieldset>

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

      {published ? (
        <section className="panel" aria-labelledby="closing-heading">
          <h2 id="closing-heading">{fields.closed ? "Closed" : "Closing early"}</h2>
          <p className="muted">
            {fields.closed
              ? "It is off the careers page and refuses applications. What was sent stays in the inbox."
              : "Take it off the careers page now, before its last day. What was sent stays in the inbox."}
          </p>
          <button
            type="button"
            className={`button ${fields.closed ? "" : "button--danger"}`}
            disabled={busy}
            onClick={() => void closeOrReopen(!fields.closed)}
          >
            {fields.closed ? "Reopen" : "Close this opening"}
          </button>
        </section>
      ) : null}

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
