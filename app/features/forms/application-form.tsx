// The job application of /careers/apply-now/{slug}: four answers, the CV file, sent as multipart
// with upload progress. `job` is the name derived from the slug (contracts/jobs.ts).
import {
  APPLICATION_ANSWER_FIELDS,
  APPLICATION_EMAIL_FIELD,
  APPLICATION_FILE_FIELD,
  APPLICATION_QUESTIONS,
  APPLICATION_SUBMIT_FIELD,
  APPLICATION_SUBMIT_VALUE,
  applicationSchema,
  checkCvFile,
} from "#contracts/application.ts";
import { endpoints } from "#contracts/endpoints.ts";
import { CV_ACCEPT, limits } from "#contracts/limits.ts";
import { messages } from "#contracts/messages.ts";
import { FileField } from "./file-field.tsx";
import { applicationLabels } from "./form-labels.ts";
import { FormPhases } from "./form-phases.tsx";
import { Honeypot } from "./honeypot.tsx";
import type { Answered } from "./posted-form.ts";
import { sendMultipart, type UploadProgress, formAction } from "./request-client.ts";
import { TextField } from "./text-field.tsx";
import { useClickedState } from "./use-clicked-state.ts";
import { useFormController, type ServerLimits } from "./use-form-controller.ts";
import { schemaErrors, type FieldErrors } from "./use-form-fields.ts";
import { useState } from "react";

const TEXT_FIELDS = [...APPLICATION_ANSWER_FIELDS, APPLICATION_EMAIL_FIELD] as const;
type ApplicationField = (typeof TEXT_FIELDS)[number] | typeof APPLICATION_FILE_FIELD;
/** The form sends its own page's job; whether that opening still takes applications is the server's to say. */
const ApplicationSchema = applicationSchema((job) => ({ job }));

const EMPTY: Record<ApplicationField, string> = {
  careerFormField01: "",
  careerFormField02: "",
  careerFormField03: "",
  careerFormField04: "",
  careerFormEmail: "",
  // The chosen file's name; the File itself is kept beside the values.
  careerFormField05: "",
};

/** The form's controls, for the page's action (posted-form.ts). */
export const APPLICATION_FORM_FIELDS = Object.keys(EMPTY) as ApplicationField[];

const PHASE_MESSAGES = {
  pending: messages.pendingApplication,
  success: messages.applicationSuccess,
};

/** Under 'Please wait ...': how much of the application (the CV, mostly) has been uploaded. */
function ProgressBar({ progress }: { progress: UploadProgress | null }) {
  const percent =
    progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null;
  return (
    <div className="form-progress">
      <label className="form-progress-label" htmlFor="application-progress">
        {applicationLabels.progress}
      </label>
      <progress
        id="application-progress"
        className="form-progress-bar"
        max={100}
        value={percent ?? undefined}
      />
      <span className="form-progress-value" aria-hidden="true">
        {percent ?? 0}%
      </span>
    </div>
  );
}

/** `answered`: what the form shows of a post without scripts this page answers, if it does. */
export function ApplicationForm({
  job,
  answered,
}: {
  job: string;
  answered?: Answered<string> | undefined;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileClicked, fileWrapperRef] = useClickedState();
  const [submitClicked, submitWrapperRef] = useClickedState();

  const validate = (
    values: Record<ApplicationField, string>,
    { uploadMaxMb }: ServerLimits,
  ): FieldErrors<ApplicationField> => {
    const errors: FieldErrors<ApplicationField> = schemaErrors(
      ApplicationSchema,
      { ...values, job, [APPLICATION_SUBMIT_FIELD]: APPLICATION_SUBMIT_VALUE },
      TEXT_FIELDS,
    );
    const fileProblem = checkCvFile(file, uploadMaxMb);
    if (fileProblem) errors[APPLICATION_FILE_FIELD] = fileProblem;
    return errors;
  };

  const form = useFormController({
    idPrefix: "application",
    initial: EMPTY,
    validate,
    send: (values, spam, { signal, onProgress }) => {
      const data = new FormData();
      for (const key of APPLICATION_ANSWER_FIELDS) data.append(key, values[key]);
      if (file) data.append(APPLICATION_FILE_FIELD, file, file.name);
      data.append(APPLICATION_SUBMIT_FIELD, APPLICATION_SUBMIT_VALUE);
      data.append("job", job);
      if (values.careerFormEmail.trim() !== "")
        data.append(APPLICATION_EMAIL_FIELD, values.careerFormEmail);
      for (const [key, value] of Object.entries(spam)) data.append(key, value);
      return sendMultipart(endpoints.application, data, { signal, onProgress });
    },
    answered,
  });
  // A CV the server refused (too large, not a real document): said in the status at once, and
  // beside the file field after "Try again".
  const fileRefusal = form.submission.failure?.errors?.[APPLICATION_FILE_FIELD];
  const onFile = (chosen: File | null) => {
    setFile(chosen);
    form.fields.setValue(APPLICATION_FILE_FIELD, chosen?.name ?? "");
    form.fields.touch(APPLICATION_FILE_FIELD);
  };

  return (
    <FormPhases
      shell="application"
      phase={form.submission.phase}
      messages={PHASE_MESSAGES}
      onRetry={form.onRetry}
      notice={form.notice}
      focusOnLoad={answered !== undefined}
      extras={{
        pending: <ProgressBar progress={form.submission.progress} />,
        failure: fileRefusal ? <p className="form-status-detail">{fileRefusal}</p> : null,
      }}
    >
      <form
        ref={form.formRef}
        className="form form--application"
        method="post"
        action={formAction(endpoints.application)}
        encType="multipart/form-data"
        noValidate
        aria-label={`Application for ${job}`}
        onSubmit={form.onSubmit}
      >
        {APPLICATION_ANSWER_FIELDS.map((key) => (
          <TextField
            key={key}
            {...form.bind(key)}
            label={APPLICATION_QUESTIONS[key]}
            required
            rows={4}
            maxLength={limits.answerMax}
            className="form-field--wide"
          />
        ))}
        <FileField
          id={form.fieldId(APPLICATION_FILE_FIELD)}
          name={APPLICATION_FILE_FIELD}
          label={applicationLabels.file}
          hint={applicationLabels.fileHint(form.submission.uploadMaxMb)}
          chosenLabel={applicationLabels.chosenFile}
          accept={CV_ACCEPT}
          file={file}
          onFile={onFile}
          onBlur={() => form.fields.touch(APPLICATION_FILE_FIELD)}
          error={form.fields.errorOf(APPLICATION_FILE_FIELD)}
          focusOnLoad={form.bind(APPLICATION_FILE_FIELD).autoFocus}
          clicked={fileClicked}
          wrapperRef={fileWrapperRef}
        />
        <TextField
          {...form.bind(APPLICATION_EMAIL_FIELD)}
          label={applicationLabels.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={limits.emailMax}
          className="form-field--wide"
        />
        <Honeypot {...form.honeypot} />
        {/* Sent by the browser itself before or without scripts; the script sends its own copy. */}
        <input type="hidden" name="job" value={job} />
        <div
          ref={submitWrapperRef}
          className={["form-actions", "form-submit", submitClicked ? "clicked" : ""]
            .filter(Boolean)
            .join(" ")}
        >
          <button
            type="submit"
            className="form-button"
            name={APPLICATION_SUBMIT_FIELD}
            value={APPLICATION_SUBMIT_VALUE}
          >
            {APPLICATION_SUBMIT_VALUE}
          </button>
        </div>
      </form>
    </FormPhases>
  );
}
