// A picture or film of a case study: uploaded into the study's folder as soon as it is chosen
// (the server judges it by its bytes and names it), then named by the field. A picture shows
// beside its field; a film is named with its size limit, since the inbox plays no films.
import { useId, useState } from "react";
import {
  STUDIO_FILM_MAX_BYTES,
  STUDIO_PICTURE_MAX_BYTES,
  type StudyField,
  type StudyFileKind,
} from "#contracts/studio.ts";
import { formatSize } from "../lib/format.ts";
import { failureText } from "../shell/status-line.tsx";
import { nameOf, type Place, useEditing } from "./study-editing.ts";

const KINDS: Record<StudyFileKind, { accept: string; what: string; max: number }> = {
  picture: {
    accept: "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic",
    what: "A photo: JPEG, PNG, WebP or HEIC",
    max: STUDIO_PICTURE_MAX_BYTES,
  },
  share: {
    accept: "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic",
    what: "A photo: JPEG, PNG, WebP or HEIC, cut to 1200×630 for shared links",
    max: STUDIO_PICTURE_MAX_BYTES,
  },
  webm: { accept: "video/webm", what: "A WebM film", max: STUDIO_FILM_MAX_BYTES },
  mp4: { accept: "video/mp4", what: "An MP4 film", max: STUDIO_FILM_MAX_BYTES },
};

type Props = { field: Extract<StudyField, { kind: "file" }>; value: unknown; place: Place };

export function FileField({ field, value, place }: Props) {
  const id = useId();
  const { errors, change, upload, fileUrl } = useEditing();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key after an upload empties the file input (it cannot be set from a script).
  const [key, setKey] = useState(0);
  const kind = KINDS[field.accept];
  const name = typeof value === "string" ? value : "";
  const error = problem ?? errors[nameOf(place)];

  async function chosen(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (file.size > kind.max) {
      setProblem(
        `This file is ${formatSize(file.size)}; the most it may be is ${formatSize(kind.max)}`,
      );
      return;
    }
    setBusy(true);
    try {
      const uploaded = await upload(file, field.accept);
      change(place, () => uploaded);
    } catch (failure) {
      setProblem(failureText(failure));
    } finally {
      setBusy(false);
      setKey((k) => k + 1);
    }
  }

  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <p id={`${id}-hint`} className="field__hint">
        {field.hint ? `${field.hint} ` : ""}
        {kind.what}, up to {formatSize(kind.max)}.{" "}
        {field.accept === "picture" || field.accept === "share"
          ? "Its location and camera details are removed."
          : ""}
      </p>
      {name && (field.accept === "picture" || field.accept === "share") ? (
        <img className="studio-picture" src={fileUrl(name)} alt="" />
      ) : null}
      <input
        key={key}
        id={id}
        type="file"
        accept={kind.accept}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(event) => void chosen(event.target.files?.[0])}
      />
      <p className="field__hint" role="status">
        {busy
          ? "Uploading…"
          : name
            ? field.accept === "share"
              ? `Kept beside the page as ${name}.`
              : `In the study's folder as ${name}.`
            : ""}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
