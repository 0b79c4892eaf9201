// The thought starters questionnaire: four pictures, one at a time, one box. "Next" keeps what was
// typed and clears the box; "Submit" on the fourth sends only the answers that were written.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { endpoints } from "#contracts/endpoints.ts";
import { limits } from "#contracts/limits.ts";
import { messages } from "#contracts/messages.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#contracts/spam.ts";
import type { Thoughts } from "#contracts/thoughts.ts";
import { Picture } from "../../components/picture.tsx";
import { thoughtLabels } from "./form-labels.ts";
import { FormStatus } from "./form-status.tsx";
import { Honeypot } from "./honeypot.tsx";
import { NoScriptNote } from "./no-script-note.tsx";
import { sendJson } from "./request-client.ts";
import { EMPTY_RELOAD_DELAY_MS, THOUGHT_QUESTIONS } from "./thought-questions.ts";
import { useFormToken } from "./use-form-token.ts";
import { useHydrated } from "./use-hydrated.ts";
import { useSubmission } from "./use-submission.ts";
import "./forms.css";

type Answers = Partial<Thoughts>;

const LAST = THOUGHT_QUESTIONS.length - 1;
const BOX_ID = "thought-answer";
const COUNTER_ID = "thought-counter";

/** The answers with the box's text stored under the current question (or removed when blank). */
function withDraft(answers: Answers, index: number, draft: string): Answers {
  const field = THOUGHT_QUESTIONS[index]!.field;
  const next = { ...answers };
  if (draft.trim() === "") delete next[field];
  else next[field] = draft;
  return next;
}

const reloadPage = () => window.location.reload();

/** `reload` is replaceable for tests (jsdom cannot reload). */
export function ThoughtStarters({ reload = reloadPage }: { reload?: () => void }) {
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState("");
  const [answers, setAnswers] = useState<Answers>({});
  const [emptyNotice, setEmptyNotice] = useState(false);
  const submission = useSubmission();
  const getToken = useFormToken();
  const hydrated = useHydrated();
  const honeypotRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const moved = useRef(false);

  // After Next (or "Try again") the box of the new question takes the focus; its label is the prompt.
  const { retries, phase } = submission;
  useEffect(() => {
    if (moved.current || retries > 0) boxRef.current?.focus();
  }, [index, retries]);

  // The spec's empty case: say so, then start over with a fresh page.
  useEffect(() => {
    if (!emptyNotice) return;
    const timer = setTimeout(reload, EMPTY_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [emptyNotice, reload]);

  const question = THOUGHT_QUESTIONS[index]!;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== "idle" || emptyNotice) return;
    const current = withDraft(answers, index, draft);
    setAnswers(current);
    if (index < LAST) {
      moved.current = true;
      setIndex(index + 1);
      setDraft("");
      return;
    }
    if (Object.keys(current).length === 0) {
      setEmptyNotice(true);
      return;
    }
    const trap = honeypotRef.current?.value ?? "";
    void submission.submit(async ({ signal }) => {
      const token = await getToken();
      const spam = token
        ? { [HONEYPOT_FIELD]: trap, [FORM_TOKEN_FIELD]: token }
        : { [HONEYPOT_FIELD]: trap };
      return sendJson(endpoints.thoughts, { ...current, ...spam }, { signal });
    });
  };

  const onRetry = () => {
    // Back on the last question, with its answer in the box and the earlier ones kept.
    setDraft(answers[question.field] ?? "");
    submission.retry();
  };

  if (phase !== "idle") {
    const message =
      phase === "pending"
        ? messages.pendingForm
        : phase === "success"
          ? messages.thoughtsSuccess
          : messages.failure;
    return (
      <div className="form-shell form-shell--thoughts">
        <FormStatus tone={phase} message={message} onRetry={onRetry}>
          {phase === "success" ? (
            <p>
              <Link className="form-button" to="/">
                {thoughtLabels.connect}
              </Link>
            </p>
          ) : null}
        </FormStatus>
      </div>
    );
  }

  return (
    <div className="form-shell form-shell--thoughts">
      <form
        className="form thoughts"
        method="post"
        noValidate
        aria-label={thoughtLabels.form}
        onSubmit={onSubmit}
      >
        <figure className="thoughts-figure">
          <Picture
            key={question.field}
            image={question.image}
            alt={question.alt}
            sizes="(min-width: 64rem) 40rem, 100vw"
            priority={index === 0}
            // Later pictures fade in after Next; the first is there with the page, so that it is
            // painted at once (an entrance animation would hold back the page's largest paint).
            className={index === 0 ? "thoughts-image" : "thoughts-image thoughts-image--next"}
          />
        </figure>
        <div className="thoughts-answer">
          <p className="thoughts-counter" id={COUNTER_ID}>
            {thoughtLabels.counter(index + 1, THOUGHT_QUESTIONS.length)}
          </p>
          <div className="form-field form-field--wide">
            <label className="form-label thoughts-prompt" htmlFor={BOX_ID}>
              {question.prompt}
            </label>
            <textarea
              ref={boxRef}
              id={BOX_ID}
              name={question.field}
              className="form-control form-control--multiline"
              rows={4}
              maxLength={limits.answerMax}
              value={draft}
              aria-describedby={COUNTER_ID}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Honeypot id="thoughts-subject" inputRef={honeypotRef} />
          <div className="form-actions">
            <button type="submit" className="form-button" disabled={!hydrated || emptyNotice}>
              {index < LAST ? thoughtLabels.next : thoughtLabels.submit}
            </button>
          </div>
          <p className="form-notice" role="status" aria-live="polite">
            {emptyNotice ? messages.thoughtsEmpty : ""}
          </p>
          <NoScriptNote />
        </div>
      </form>
    </div>
  );
}
