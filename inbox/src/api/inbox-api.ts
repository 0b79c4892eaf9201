// The inbox's API calls by name, typed from contracts/inbox.ts (one place that knows the paths).
import type {
  AuditPage,
  ContentRevision,
  Detail,
  EraseResult,
  Me,
  NewsletterPage,
  StateChange,
  SubmissionPage,
  SubmissionQuery,
  SubscriberState,
} from "#contracts/inbox.ts";
import type {
  EntryHistoryItem,
  OpeningEditor,
  OpeningList,
  OpeningSave,
  PageEditor,
  PageList,
  PageSave,
  PageUploaded,
  StudyEditor,
  StudyFileKind,
  StudyForm,
  StudyList,
  StudySave,
  StudyUploaded,
} from "#contracts/studio.ts";
import { apiUrl, type InboxClient } from "./client.ts";

export function inboxApi(client: InboxClient) {
  return {
    me: () => client.get<Me>("me"),
    signIn: (email: string, password: string) =>
      client.post<{ me: Me }>("sign-in", { email, password }, { sessionless: true }),
    setPassword: (token: string, password: string) =>
      client.post<{ email: string }>("set-password", { token, password }, { sessionless: true }),
    signOut: () => client.post<object>("sign-out"),
    signOutEverywhere: () => client.post<object>("sign-out-everywhere"),
    submissions: (query: SubmissionQuery, signal?: AbortSignal) =>
      client.get<SubmissionPage>("submissions", query, { signal }),
    submission: (id: string) => client.get<Detail>(`submissions/${encodeURIComponent(id)}`),
    setState: (id: string, state: StateChange) =>
      client.post<Detail>(`submissions/${encodeURIComponent(id)}/state`, { state }),
    setRead: (id: string, read: boolean) =>
      client.post<Detail>(`submissions/${encodeURIComponent(id)}/read`, { read }),
    retryMail: (id: string) => client.post<Detail>(`mails/${encodeURIComponent(id)}/retry`),
    newsletter: (query: { state?: SubscriberState; cursor?: string }) =>
      client.get<NewsletterPage>("newsletter", query),
    audit: (cursor?: string) => client.get<AuditPage>("audit", { cursor }),
    erase: (email: string) => client.post<EraseResult>("privacy/erase", { email }),
    contentRevisions: () => client.get<{ revisions: ContentRevision[] }>("content/revisions"),
    openings: () => client.get<OpeningList>("content/openings"),
    opening: studioEntry<OpeningEditor, OpeningSave>(client, "openings"),
    uploadOpeningPicture: (slug: string, version: number, file: File) =>
      client.upload<OpeningEditor>(`${entryPath("openings", slug)}/picture`, { version }, file),
    closeOpening: (slug: string, base: number) =>
      client.post<OpeningEditor>(`${entryPath("openings", slug)}/close`, { base }),
    reopenOpening: (slug: string, base: number) =>
      client.post<OpeningEditor>(`${entryPath("openings", slug)}/reopen`, { base }),
    studies: () => client.get<StudyList>("content/studies"),
    studyForm: () => client.get<StudyForm>("content/studies/form"),
    study: studioEntry<StudyEditor, StudySave>(client, "studies"),
    pages: () => client.get<PageList>("content/pages"),
    page: studioEntry<PageEditor, PageSave>(client, "pages"),
    uploadPageShare: (key: string, version: number, file: File) =>
      client.upload<PageUploaded>(`${entryPath("pages", key)}/share`, { version }, file),
    uploadStudyFile: (folder: string, version: number, as: StudyFileKind, file: File) =>
      client.upload<StudyUploaded>(
        `${entryPath("studies", folder)}/files`,
        { version, as, name: file.name },
        file,
      ),
  };
}

/** The Studio's kinds of entry, by their place in the API: `content/openings/:slug`. */
export type StudioKind = "openings" | "studies" | "pages";

const entryPath = (kind: StudioKind, key: string) => `content/${kind}/${encodeURIComponent(key)}`;

/** What every kind of Studio entry answers to (docs/inbox-api.md, "Studio"). */
function studioEntry<Editor, Save>(client: InboxClient, kind: StudioKind) {
  const at = (key: string) => entryPath(kind, key);
  return {
    get: (key: string) => client.get<Editor>(at(key)),
    save: (key: string, save: Save) => client.post<Editor>(`${at(key)}/draft`, save),
    publish: (key: string, version: number) =>
      client.post<Editor>(`${at(key)}/publish`, { version }),
    discard: (key: string, version: number) =>
      client.post<Editor>(`${at(key)}/discard`, { version }),
    history: (key: string) => client.get<{ items: EntryHistoryItem[] }>(`${at(key)}/history`),
    revert: (key: string, to: number, base: number) =>
      client.post<{ revision: number }>(`${at(key)}/revert`, { to, base }),
  };
}

export type StudioEntryApi<Editor, Save = unknown> = ReturnType<typeof studioEntry<Editor, Save>>;

export type InboxApi = ReturnType<typeof inboxApi>;

/** Downloads are plain links (the browser saves the attachment; the cookie goes with it). */
export const downloads = {
  attachment: (id: string) => apiUrl(`attachments/${encodeURIComponent(id)}`),
  submissionsCsv: (query: SubmissionQuery) =>
    apiUrl("submissions.csv", { ...query, cursor: undefined, limit: undefined }),
  newsletterCsv: () => apiUrl("newsletter.csv"),
  privacyExport: (email: string) => apiUrl("privacy/export", { email }),
  events: () => apiUrl("events"),
  /** An entry's page (or, `list`, the list it is on) as the saved draft would make it. */
  preview: (kind: StudioKind, key: string, list?: string) =>
    apiUrl(`${entryPath(kind, key)}/preview`, { page: list }),
  /** The opening's picture as the draft has it (else as published), for the editor's preview. */
  openingPicture: (slug: string, version: number) =>
    apiUrl(`${entryPath("openings", slug)}/picture`, { v: version }),
  /** A file of a case study as its draft (else the site) has it, for the editor's previews. */
  studyFile: (folder: string, name: string) =>
    apiUrl(`${entryPath("studies", folder)}/files/${encodeURIComponent(name)}`),
  /** A page's sharing picture as its draft (else the site) has it. */
  pageFile: (key: string, name: string) =>
    apiUrl(`${entryPath("pages", key)}/files/${encodeURIComponent(name)}`),
};
