// One opening in the Studio: its fields, duties in order, its picture with alt text; saved as a
// draft, published when ready, closed or reopened, and its history with a way back. A new
// opening ("/openings/new") takes its address from its title until the editor changes it; once
// published the address is fixed. The server checks everything again and names what is wrong.
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import {
  EMPLOYMENT_TYPE_NAMES,
  EMPLOYMENT_TYPES,
  type OpeningFields,
  STUDIO_PICTURE_MAX_BYTES,
} from "#contracts/studio.ts";
import { downloads } from "../api/inbox-api.ts";
import { formatSize } from "../lib/format.ts";
import { Field } from "../shell/field.tsx";
import { useSession } from "../shell/session.tsx";
import { DutiesField } from "./duties-field.tsx";
import { EntryLoading, EntryPage } from "./entry-page.tsx";
import { STATUS_NAMES } from "./openings-page.tsx";
import { slugFromTitle } from "./slug.ts";
import { useEntryActions } from "./use-entry-actions.ts";

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
  const [fields, setFields] = useState<OpeningFields | null>(null);
  const [slug, setSlug] = useState("");
  const [slugTouched, setSlugTouched] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  // A new key after an upload empties the file input (it cannot be set from a script).
  const [fileKey, setFileKey] = useState(0);

  const entry = useEntryActions({
    entry: api.opening,
    keyOf: (found) => found.slug,
    param,
    list: "/openings",
    onShow: (found) => {
      setFields(found.fields);
      setSlug(found.slug);
    },
    // The fields, then a chosen picture.
    save: async (shown, base) => {
      let saved = await api.opening.save(shown?.slug ?? slug, {
        fields: fields!,
        version: shown?.draft?.version ?? 0,
        base,
        ...(shown?.published ? {} : { slug }),
      });
      if (file) {
        saved = await api.uploadOpeningPicture(saved.slug, saved.draft!.version, file);
        setFile(null);
        setFileKey((key) => key + 1);
      }
      return saved;
    },
    said: {
      published: "Published. The careers page shows it within a few seconds.",
      discarded: "Draft discarded: the editor shows the published opening again.",
    },
  });
  const { status, failed, editor, base, errors, setErrors, busy, act, show, loadHistory } = entry;
  const published = editor?.published ?? false;

  useEffect(() => {
    let live = true;
    if (isNew)
      api.openings().then((list) => {
        if (!live) return;
        entry.begin(list.revision);
        setFields(blankFields(list.today));
        setSlug("");
        setSlugTouched(false);
      }, failed);
    else api.opening.get(param).then((found) => live && entry.open(found), failed);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per opening
  }, [api, param]);

  if (!fields) return <EntryLoading title={isNew ? "New opening" : "Opening"} status={status} />;

  const set = <K extends keyof OpeningFields>(name: K, value: OpeningFields[K]) => {
    // Each text is one paragraph on the page: a line break typed into it becomes a space.
    const flat =
      typeof value === "string" ? (value.replace(/\s*[\r\n]+\s*/g, " ") as typeof value) : value;
    setFields({ ...fields, [name]: flat });
    if (name === "title" && !published && !slugTouched) setSlug(slugFromTitle(String(value)));
  };

  const closeOrReopen = (close: boolean) =>
    act(async () => {
      const changed = await (close ? api.closeOpening : api.reopenOpening)(editor!.slug, base);
      show(changed);
      void loadHistory(changed.slug);
      return close
        ? "Closed. It leaves the careers page within a few seconds, and new applications are refused."
        : "Reopened. The careers page shows it again within a few seconds.";
    });

  const title = fields.title.trim() || (isNew ? "New opening" : "Opening");
  const pictureUrl =
    editor?.picture && editor.draft !== undefined
      ? downloads.openingPicture(editor.slug, editor.draft?.version ?? 0)
      : null;

  return (
    <EntryPage
      entry={entry}
      back={["/openings", "All openings"]}
      title={title}
      standing={editor ? [editor.status, STATUS_NAMES[editor.status]] : undefined}
      draft={editor?.draft}
      preview={editor ? ["openings", editor.slug, "careers", "the careers page"] : null}
      after={
        published ? (
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
        ) : null
      }
    >
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
    </EntryPage>
  );
}
