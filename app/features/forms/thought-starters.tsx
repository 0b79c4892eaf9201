// The thought starters questionnaire: four pictures, one at a time, one box. "Next" keeps what was
// typed and clears the box; "Submit" on the fourth sends only the answers that were written.
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { endpoints } from "#contracts/endpoints.ts";
import { limits } from "#contracts/limits.ts";
import { messages } from "#contracts/messages.ts";
import type { Thoughts } from "#contracts/thoughts.ts";
import { Picture } from "../../components/picture.tsx";
import { thoughtLabels } from "./form-labels.ts";
import { FormPhases } from "./form-phases.tsx";
import { Honeypot } from "./honeypot.tsx";
import type { Answered } from "./posted-form.ts";
import { sendJson, formAction } from "./request-client.ts";
import { EMPTY_RELOAD_DELAY_MS, THOUGHT_QUESTIONS } from "./thought-questions.ts";
import { useHydrated } from "../../components/shell-context.tsx";
import { useSubmission } from "./use-submission.ts";

/** What was typed, by question; each keeps its own, so the box of a new question starts empty. */
type Answers = Partial<Thoughts>;

const PHASE_MESSAGES = { pending: messages.pendingForm, success: messages.thoughtsSuccess };

const LAST = THOUGHT_QUESTIONS.length - 1;
const BOX_ID = "thought-answer";
const COUNTER_ID = "thought-counter";
/** The prerendered question's id, the address "Next" leads to without scripts: thought-1 … thought-4. */
const stepId = (i: number) => `thought-${i + 1}`;

/** The answers that were written; a blank one is not sent. */
const written = (answers: Answers) =>
  Object.fromEntries(Object.entries(answers).filter(([, text]) => text.trim() !== ""));

const reloadPage = () => window.location.reload();

/** The form's controls, for the page's action (posted-form.ts). */
export const THOUGHT_FIELDS = THOUGHT_QUESTIONS.map((step) => step.field);

/**
 * `reload` is replaceable for tests (jsdom cannot reload); `answered` is what the form shows of a
 * post without scripts this page answers, if it does.
 */
export function ThoughtStarters({
  reload = reloadPage,
  answered: outcome,
}: {
  reload?: () => void;
  answered?: Answered<string> | undefined;
}) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [emptyNotice, setEmptyNotice] = useState(false);
  const submission = useSubmission("thoughts", outcome?.success);
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

  // What was typed, and the question reached, before the scripts ran stay when the one-question
  // wizard takes over: read from the prerendered boxes after hydration, before they are replaced.
  const typedFocus = useRef(false);
  useLayoutEffect(() => {
    const form = submission.formRef.current;
    if (!form) return;
    const typed: Answers = {};
    let reached = Number(/^#thought-(\d)$/.exec(window.location.hash)?.[1] ?? 1) - 1;
    THOUGHT_QUESTIONS.forEach((step, i) => {
      const box = form.elements.namedItem(step.field);
      if (!(box instanceof HTMLTextAreaElement)) return;
      if (box.value !== "") typed[step.field] = box.value;
      if (box === document.activeElement) {
        reached = i;
        typedFocus.current = true;
      }
    });
    if (Object.keys(typed).length > 0) setAnswers(typed);
    if (reached > 0 && reached <= LAST) setIndex(reached);
    // Once, at hydration; the form element is the same for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (hydrated && typedFocus.current) {
      typedFocus.current = false;
      boxRef.current?.focus();
    }
  }, [hydrated]);

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

  const live = (i: number) => hydrated && i === index;
  // Before the scripts run (and without them), all four questions are in the form, one shown at a
  // time by the address (#thought-2 …, CSS :target), "Next" a link to the next one and "Submit" a
  // native post of every box (decision 1001). Once hydrated, the one question of the wizard.
  const steps = hydrated ? [index] : THOUGHT_QUESTIONS.map((_, i) => i);

  return (
    <FormPhases
      shell="thoughts"
      phase={submission.phase}
      messages={PHASE_MESSAGES}
      onRetry={submission.retry}
      notice={outcome?.notice}
      focusOnLoad={outcome !== undefined}
      next={
        <p className="form-next">
          {/* The contact page, not the home page the spec names: a button that offers to
              connect should lead to where one does (decision 1003). */}
          <Link className="form-button" to="/contact-us">
            {thoughtLabels.connect}
          </Link>
        </p>
      }
    >
      <form
        ref={submission.formRef}
        className="form thoughts"
        method="post"
        action={formAction(endpoints.thoughts)}
        noValidate
        aria-label={thoughtLabels.form}
        onSubmit={onSubmit}
      >
        {steps.map((i) => {
          const step = THOUGHT_QUESTIONS[i]!;
          const counterId = live(i) ? COUNTER_ID : `${COUNTER_ID}-${i + 1}`;
          const boxId = live(i) ? BOX_ID : `${BOX_ID}-${i + 1}`;
          const last = i === LAST;
          return (
            <div
              key={hydrated ? "live" : step.field}
              id={hydrated ? undefined : stepId(i)}
              className={hydrated ? "thoughts-step" : "thoughts-step thoughts-step--static"}
            >
              <figure className="thoughts-figure">
                <Picture
                  key={step.field}
                  image={step.image}
                  alt={step.alt}
                  sizes="(min-width: 64rem) 40rem, 100vw"
                  priority={i === 0}
                  // Later pictures fade in after Next; the first is there with the page, so that it is
                  // painted at once (an entrance animation would hold back the page's largest paint).
                  className={i === 0 ? "thoughts-image" : "thoughts-image thoughts-image--next"}
                />
              </figure>
              <div className="thoughts-answer">
                <p className="thoughts-counter" id={counterId}>
                  {thoughtLabels.counter(i + 1, THOUGHT_QUESTIONS.length)}
                </p>
                <div className="form-field form-field--wide">
                  <label className="form-label thoughts-prompt" htmlFor={boxId}>
                    {step.prompt}
                  </label>
                  {hydrated ? (
                    <textarea
                      ref={boxRef}
                      id={boxId}
                      name={step.field}
                      className="form-control form-control--multiline"
                      rows={4}
                      maxLength={limits.answerMax}
                      value={answers[step.field] ?? ""}
                      aria-describedby={counterId}
                      onChange={(event) =>
                        setAnswers({ ...answers, [step.field]: event.target.value })
                      }
                    />
                  ) : (
                    <textarea
                      id={boxId}
                      name={step.field}
                      className="form-control form-control--multiline"
                      rows={4}
                      maxLength={limits.answerMax}
                      defaultValue={outcome?.values[step.field] ?? ""}
                      aria-describedby={counterId}
                    />
                  )}
                </div>
                {hydrated || last ? <Honeypot {...submission.honeypot} /> : null}
                <div className="form-actions">
                  {hydrated || last ? (
                    <button type="submit" className="form-button" disabled={emptyNotice}>
                      {i < LAST ? thoughtLabels.next : thoughtLabels.submit}
                    </button>
                  ) : (
                    <a className="form-button" href={`#${stepId(i + 1)}`}>
                      {thoughtLabels.next}
                    </a>
                  )}
                </div>
                {hydrated || last ? (
                  <p className="form-notice" role="status" aria-live="polite">
                    {emptyNotice ? messages.thoughtsEmpty : ""}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </form>
    </FormPhases>
  );
}
