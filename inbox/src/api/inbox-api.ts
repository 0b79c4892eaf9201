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
    opening: (slug: string) => client.get<OpeningEditor>(opening(slug)),
    saveOpening: (slug: string, save: OpeningSave) =>
      client.post<OpeningEditor>(`${opening(slug)}/draft`, save),
    uploadOpeningPicture: (slug: string, version: number, file: File) =>
      client.upload<OpeningEditor>(`${opening(slug)}/picture`, { version }, file),
    publishOpening: (slug: string, version: number) =>
      client.post<OpeningEditor>(`${opening(slug)}/publish`, { version }),
    discardOpening: (slug: string, version: number) =>
      client.post<OpeningEditor>(`${opening(slug)}/discard`, { version }),
    closeOpening: (slug: string, base: number) =>
      client.post<OpeningEditor>(`${opening(slug)}/close`, { base }),
    reopenOpening: (slug: string, base: number) =>
      client.post<OpeningEditor>(`${opening(slug)}/reopen`, { base }),
    openingHistory: (slug: string) =>
      client.get<{ items: EntryHistoryItem[] }>(`${opening(slug)}/history`),
    revertOpening: (slug: string, to: number, base: number) =>
      client.post<{ revision: number }>(`${opening(slug)}/revert`, { to, base }),
    studies: () => client.get<StudyList>("content/studies"),
    studyForm: () => client.get<StudyForm>("content/studies/form"),
    study: (folder: string) => client.get<StudyEditor>(study(folder)),
    saveStudy: (folder: string, save: StudySave) =>
      client.post<StudyEditor>(`${study(folder)}/draft`, save),
    uploadStudyFile: (folder: string, version: number, as: StudyFileKind, file: File) =>
      client.upload<StudyUploaded>(
        `${study(folder)}/files`,
        { version, as, name: file.name },
        file,
      ),
    publishStudy: (folder: string, version: number) =>
      client.post<StudyEditor>(`${study(folder)}/publish`, { version }),
    discardStudy: (folder: string, version: number) =>
      client.post<StudyEditor>(`${study(folder)}/discard`, { version }),
    studyHistory: (folder: string) =>
      client.get<{ items: EntryHistoryItem[] }>(`${study(folder)}/history`),
    revertStudy: (folder: string, to: number, base: number) =>
      client.post<{ revision: number }>(`${study(folder)}/revert`, { to, base }),
  };
}

const opening = (slug: string) => `content/openings/${encodeURIComponent(slug)}`;
const study = (folder: string) => `content/studies/${encodeURIComponent(folder)}`;

export type InboxApi = ReturnType<typeof inboxApi>;

/** Downloads are plain links (the browser saves the attachment; the cookie goes with it). */
export const downloads = {
  attachment: (id: string) => apiUrl(`attachments/${encodeURIComponent(id)}`),
  submissionsCsv: (query: SubmissionQuery) =>
    apiUrl("submissions.csv", { ...query, cursor: undefined, limit: undefined }),
  newsletterCsv: () => apiUrl("newsletter.csv"),
  privacyExport: (email: string) => apiUrl("privacy/export", { email }),
  events: () => apiUrl("events"),
  /** The opening's apply page (or, `careers`, the careers page) as the saved draft would make it. */
  openingPreview: (slug: string, page: "apply" | "careers" = "apply") =>
    apiUrl(`content/openings/${encodeURIComponent(slug)}/preview`, {
      page: page === "careers" ? "careers" : undefined,
    }),
  /** The opening's picture as the draft has it (else as published), for the editor's preview. */
  openingPicture: (slug: string, version: number) =>
    apiUrl(`content/openings/${encodeURIComponent(slug)}/picture`, { v: version }),
  /** The study's page (or, `works`, the works list) as the saved draft would make it. */
  studyPreview: (folder: string, page: "study" | "works" = "study") =>
    apiUrl(`${study(folder)}/preview`, { page: page === "works" ? "works" : undefined }),
  /** A file of a case study as its draft (else the site) has it, for the editor's previews. */
  studyFile: (folder: string, name: string) =>
    apiUrl(`${study(folder)}/files/${encodeURIComponent(name)}`),
};
