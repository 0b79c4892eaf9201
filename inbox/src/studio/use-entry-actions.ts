// What an editor does to any kind of Studio entry, the same way for each: open it (or begin a new
// one), save the draft, publish it (saved first), discard it, bring back an earlier revision, and
// see the entry's history. One action at a time (`busy`); its outcome goes to the status line,
// and a refusal naming fields marks them and takes focus to the first. The kind's screen keeps
// its own fields and says how they are shown and saved.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { DraftState, EntryHistoryItem } from "#contracts/studio.ts";
import { ApiError } from "../api/client.ts";
import type { StudioEntryApi } from "../api/inbox-api.ts";
import { useStatus } from "../shell/status-line.tsx";

/** What every kind's editor answer holds. */
type Entry = { base: number; published: boolean; draft: DraftState | null };

type Options<E extends Entry> = {
  /** The kind's calls: `api.opening`. */
  entry: StudioEntryApi<E, never>;
  /** The entry's key in its editor answer: an opening's slug, a study's folder. */
  keyOf: (editor: E) => string;
  /** The key in the screen's address (none for a new entry), and the list's address: "/openings". */
  param: string | undefined;
  list: string;
  /** Shows the kind's own parts of an answer (its fields). */
  onShow: (editor: E) => void;
  /** Saves the kind's fields as the draft of `editor` (null for a new entry) begun on `base`. */
  save: (editor: E | null, base: number) => Promise<E>;
  /** What the status line says once published, and once a draft is discarded. */
  said: { published: string; discarded: string };
};

export function useEntryActions<E extends Entry>(options: Options<E>) {
  const { entry, keyOf } = options;
  const { status, done, failed, clear } = useStatus();
  const navigate = useNavigate();
  // The entry as last answered (null for a new one), and the revision its editor began on.
  const [editor, setEditor] = useState<E | null>(null);
  const [base, setBase] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState<EntryHistoryItem[]>([]);
  const form = useRef<HTMLFormElement>(null);

  // After a refused save, the first field the server named takes focus.
  useEffect(() => {
    if (Object.keys(errors).length)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const show = (found: E) => {
    setEditor(found);
    options.onShow(found);
    setBase(found.base);
    setErrors({});
  };
  const loadHistory = (key: string) =>
    entry.history(key).then((found) => setHistory(found.items), failed);

  /** Saves the draft and shows it, at its own address. */
  async function save() {
    const saved = await options.save(editor, base);
    show(saved);
    if (keyOf(saved) !== options.param)
      navigate(`${options.list}/${keyOf(saved)}`, { replace: true });
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

  return {
    status,
    failed,
    editor,
    setEditor,
    base,
    errors,
    setErrors,
    busy,
    form,
    history,
    show,
    loadHistory,
    act,
    /** Shows an entry as it came, and its history. */
    open: (found: E) => {
      show(found);
      void loadHistory(keyOf(found));
    },
    /** A new entry, begun on the revision the site shows. */
    begin: (revision: number) => {
      setEditor(null);
      setBase(revision);
      setHistory([]);
    },
    onSave: (event: FormEvent) => {
      event.preventDefault();
      void act(async () => {
        await save();
        return "Draft saved. The site does not show it until you publish.";
      });
    },
    publish: () =>
      act(async () => {
        const saved = await save();
        const live = await entry.publish(keyOf(saved), saved.draft!.version);
        show(live);
        void loadHistory(keyOf(live));
        return options.said.published;
      }),
    discard: () =>
      act(async () => {
        if (!editor?.draft) return "There is no draft to discard.";
        await entry.discard(keyOf(editor), editor.draft.version);
        if (!editor.published) {
          navigate(options.list, { replace: true });
          return "Draft discarded.";
        }
        show(await entry.get(keyOf(editor)));
        return options.said.discarded;
      }),
    revert: (to: number) =>
      act(async () => {
        const key = keyOf(editor!);
        await entry.revert(key, to, base);
        show(await entry.get(key));
        void loadHistory(key);
        return `Brought back as it was at revision ${to}; the site shows it within a few seconds.`;
      }),
  };
}

/** What the entry's screen (EntryPage) needs of them. */
export type EntryActions = Pick<
  ReturnType<typeof useEntryActions>,
  "status" | "busy" | "form" | "history" | "onSave" | "publish" | "discard" | "revert"
>;
