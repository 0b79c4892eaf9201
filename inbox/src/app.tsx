// The inbox's screens and who may open them (docs/inbox-api.md, client routes). The route table
// is written out here; `basename` is given by the caller (/inbox in the browser).
import { Navigate, Route, Routes } from "react-router";
import { SetPasswordPage } from "./account/set-password-page.tsx";
import { SignInPage } from "./account/sign-in-page.tsx";
import { AuditPage } from "./audit/audit-page.tsx";
import { NewsletterPage } from "./newsletter/newsletter-page.tsx";
import { PrivacyPage } from "./privacy/privacy-page.tsx";
import { MemberLayout } from "./shell/member-layout.tsx";
import { PageHeading } from "./shell/page-heading.tsx";
import { ContentHistoryPage } from "./content/history-page.tsx";
import { OpeningPage } from "./studio/opening-page.tsx";
import { OpeningsPage } from "./studio/openings-page.tsx";
import { PagePage } from "./studio/page-page.tsx";
import { PagesPage } from "./studio/pages-page.tsx";
import { StudiesPage } from "./studio/studies-page.tsx";
import { StudyPage } from "./studio/study-page.tsx";
import {
  ADMIN_ROLES,
  CONTENT_ROLES,
  RequireMember,
  SUBMISSION_ROLES,
} from "./shell/require-member.tsx";
import { useMember } from "./shell/session.tsx";
import { DetailPage } from "./submissions/detail-page.tsx";
import { ListPage } from "./submissions/list-page.tsx";

export function InboxRoutes() {
  return (
    <Routes>
      <Route path="sign-in" element={<SignInPage />} />
      <Route path="set-password" element={<SetPasswordPage />} />
      <Route element={<RequireMember />}>
        <Route element={<MemberLayout />}>
          <Route index element={<Home />} />
          <Route element={<RequireMember roles={SUBMISSION_ROLES} refusal="submissions" />}>
            <Route path="submissions/:id" element={<DetailPage />} />
            <Route path="newsletter" element={<NewsletterPage />} />
          </Route>
          <Route element={<RequireMember roles={CONTENT_ROLES} refusal="content" />}>
            <Route path="content" element={<ContentHistoryPage />} />
            <Route path="openings" element={<OpeningsPage />} />
            <Route path="openings/new" element={<OpeningPage />} />
            <Route path="openings/:slug" element={<OpeningPage />} />
            <Route path="studies" element={<StudiesPage />} />
            <Route path="studies/new" element={<StudyPage />} />
            <Route path="studies/:folder" element={<StudyPage />} />
            <Route path="pages" element={<PagesPage />} />
            <Route path="pages/:key" element={<PagePage />} />
          </Route>
          <Route element={<RequireMember roles={ADMIN_ROLES} />}>
            <Route path="privacy" element={<PrivacyPage />} />
            <Route path="audit" element={<AuditPage />} />
          </Route>
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** The first screen: the submissions, or for an editor (who sees none) the site's content. */
function Home() {
  const me = useMember();
  return SUBMISSION_ROLES.includes(me.role) ? <ListPage /> : <Navigate to="/openings" replace />;
}

function NotFound() {
  return (
    <section className="page">
      <PageHeading title="Not found — Inbox">This page does not exist</PageHeading>
    </section>
  );
}
