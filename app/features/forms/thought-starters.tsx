// The thought starters questionnaire: four pictures, one at a time, one box. "Next" keeps what was
// typed and clears the box; "Submit" on the fourth sends only the answers that were written.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { endpoints } from "#contracts/endpoints.ts";
import { limits } from "#contracts/limits.ts";
import { messages } from "#contracts/messages.ts";
import type { Thoughts } from "#contracts/thoughts.ts";
import { Picture } from "../../components/picture.tsx";
import { thoughtLabels } from "./form-labels.ts";
import { FormPhases } from "./form-phases.tsx";
import { Honeypot } from "./honeypot.tsx";
import { NoScriptNote } from "./no-script-note.tsx";
import { sendJson } from "./request-client.ts";
import { EMPTY_RELOAD_DELAY_MS, THOUGHT_QUESTIONS } from "./thought-questions.ts";
import { useHydrated } from "./use-hydrated.ts";
import { useSubmission } from "./use-submission.ts";
import "./forms.css";

/** What was typed, by question; each keeps its own, so the box of a new question starts empty. */
type Answers = Partial<Thoughts>;

const PHASE_MESSAGES = { pending: messages.pendingForm, success: messages.thoughtsSuccess };

const LAST = THOUGHT_QUESTIONS.length - 1;
const BOX_ID = "thought-answer";
const COUNTER_ID = "thought-counter";

/** The answers that were written; a blank one is not sent. */
const written = (answers: Answers) =>
  Object.fromEntries(Object.entries(answers).filter(([, text]) => text.trim() !== ""));

const reloadPage = () => window.location.reload();

/** `reload` is replaceable for tests (jsdom cannot reload). */
export function ThoughtStarters({ reload = reloadPage }: { reload?: () => void }) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [emptyNotice, setEmptyNotice] = useState(false);
  const submission = useSubmission("thoughts");
  const hydrated = useHydrated();
  const boxRef = useRef<HTMLTextAreaElement>(null);

  // After Next the box takes the focus again, once it is labelled with the new prompt.
  useEffect(() => {
    if (index > 0) boxRef.current?.focus();
  }, [index]);

  // The spec's empty case: say so, then start over with a fresh page.
  useEffect(() => {
    if (!emptyNotice) return;
    const timer = setTimeout(reload, EMPTY_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [emptyNotice, reload]);

  const question = THOUGHT_QUESTIONS[index]!;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (emptyNotice) return;
    if (index < LAST) {
      setIndex(index + 1);
      return;
    }
    const sent = written(answers);
    if (Object.keys(sent).length === 0) {
      setEmptyNotice(true);
      return;
    }
    void submission.submit((spam, { signal }) =>
      sendJson(endpoints.thoughts, { ...sent, ...spam }, { signal }),
    );
  };

  return (
    <FormPhases
      shell="thoughts"
      phase={submission.phase}
      messages={PHASE_MESSAGES}
      onRetry={submission.retry}
      extras={{
        success: (
          <p>
            <Link className="form-button" to="/">
              {thoughtLabels.connect}
            </Link>
          </p>
        ),
      }}
    >
      <form
        ref={submission.formRef}
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
              value={answers[question.field] ?? ""}
              aria-describedby={COUNTER_ID}
              onChange={(event) => setAnswers({ ...answers, [question.field]: event.target.value })}
            />
          </div>
          <Honeypot {...submission.honeypot} />
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
    </FormPhases>
  );
}
