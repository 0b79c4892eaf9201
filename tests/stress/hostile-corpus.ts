// The hostile-input corpus of the stress suite, as data: one line per case. hostile.ts sends each
// over a real socket to the real server process and checks the expected answer. Besides these, the
// inject() corpus of server/routes/hostile-cases.ts is replayed over sockets (no 5xx allowed).
//
//   form("name", "contact", { cf_mail: "…" }, 400)   a JSON form: valid fields + token, overridden
//   raw("name", path, contentType, body, 400)        exact bytes (truncated or malformed bodies)
//   apply("name", { fields, file }, 400)             an application: valid fields + a CV, overridden
//   guard("name", path, headers, 403)                XSRF / Origin tricks
//   slow("name", path, delivery, "timeout")          trickled or held bodies: 408 or closed in time
//   script("name", form, { field: payload })         accepted, then checked escaped in the HTML mail
import { endpoints } from "#contracts/endpoints.ts";

/** What a case must get: a status, any 4xx, accepted (200), or (slow cases) 408/close in time. */
export type Expect = 200 | 400 | 403 | 404 | 408 | 413 | 415 | "4xx" | "timeout";
export type JsonForm = "newsletter" | "contact" | "thoughts";
/** Named sample files (server/test-support/files.ts), or literal bytes. */
export type FileKind =
  | "pdf"
  | "doc"
  | "docx"
  | "exe"
  | "html"
  | "ole-no-word"
  | "zip-no-document"
  | "zip-bomb"
  | "zip-lying"
  | "docx-oversized"
  | "empty"
  | "svg-script"
  | "js"
  | "html-then-pdf"
  | "pdf-no-dash";
export type Delivery =
  /** Headers sent one byte every `everyMs`. */
  | { kind: "slow-headers"; everyMs: number }
  /** Full headers, then the body one byte every `everyMs`. */
  | { kind: "slow-body"; everyMs: number; declared: number }
  /** Headers declare `declared` bytes; only `sent` arrive, then the socket is held open. */
  | { kind: "hold"; declared: number; sent: number }
  /** Connect and send nothing at all. */
  | { kind: "idle" };

export type StressCase =
  | { name: string; kind: "form"; form: JsonForm; fields: Record<string, unknown>; expect: Expect }
  | {
      name: string;
      kind: "raw";
      path: string;
      contentType: string | null;
      body: string;
      expect: Expect;
      headers?: Record<string, string>;
    }
  | {
      name: string;
      kind: "apply";
      fields?: Record<string, string>;
      file?: { name: string; content: FileKind; contentType?: string } | null;
      expect: Expect;
      /** For accepted uploads: the stored name must be safe (no path, no control characters). */
      checkStoredName?: boolean;
    }
  | { name: string; kind: "guard"; path: string; headers: Record<string, string>; expect: Expect }
  | { name: string; kind: "slow"; path: string; delivery: Delivery; expect: "timeout" }
  | {
      name: string;
      kind: "script";
      form: JsonForm | "application";
      fields: Record<string, string>;
    };

const form = (
  name: string,
  f: JsonForm,
  fields: Record<string, unknown>,
  expect: Expect,
): StressCase => ({ name, kind: "form", form: f, fields, expect });
const raw = (
  name: string,
  path: string,
  contentType: string | null,
  body: string,
  expect: Expect,
  headers?: Record<string, string>,
): StressCase => ({
  name,
  kind: "raw",
  path,
  contentType,
  body,
  expect,
  ...(headers ? { headers } : {}),
});
const apply = (
  name: string,
  spec: {
    fields?: Record<string, string>;
    file?: { name: string; content: FileKind; contentType?: string } | null;
    checkStoredName?: boolean;
  },
  expect: Expect,
): StressCase => ({ name, kind: "apply", ...spec, expect });
const guard = (
  name: string,
  path: string,
  headers: Record<string, string>,
  expect: Expect,
): StressCase => ({ name, kind: "guard", path, headers, expect });
const slow = (name: string, path: string, delivery: Delivery): StressCase => ({
  name,
  kind: "slow",
  path,
  delivery,
  expect: "timeout",
});
const script = (
  name: string,
  f: JsonForm | "application",
  fields: Record<string, string>,
): StressCase => ({ name, kind: "script", form: f, fields });

const JSON_PATHS = [endpoints.newsletter, endpoints.contact, endpoints.thoughts];
const ALL_PATHS = [...JSON_PATHS, endpoints.application];
const J = "application/json";

/** Malformed and truncated JSON, sent to each JSON endpoint. */
const BROKEN_JSON: [string, string][] = [
  ["open brace", "{"],
  ["key without value", '{"cf_mail":'],
  ["unterminated string", '{"cf_mail": "a@b.co'],
  ["trailing comma", '{"cf_mail": "a@b.co",}'],
  ["cut after comma", '{"cf_mail": "a@b.co",'],
  ["extra closing brace", '{"cf_mail": "a@b.co"}}'],
  ["single quotes", "{'cf_mail': 'a@b.co'}"],
  ["bare keys", "{cf_mail: 1}"],
  ["NaN", '{"cf_mail": NaN}'],
  ["undefined", '{"cf_mail": undefined}'],
  ["leading-dot number", '{"cf_mail": .5}'],
  ["leading-zero number", '{"cf_mail": 01}'],
  ["bad escape", '{"cf_mail": "\\x41"}'],
  ["short unicode escape", '{"cf_mail": "\\u12"}'],
  ["raw tab in string", '{"cf_mail": "a\tb@c.co"}'],
  ["raw newline in string", '{"cf_mail": "a\nb@c.co"}'],
  ["only whitespace", "   "],
  ["empty body", ""],
  ["NUL byte", "\u0000"],
  ["comment", '{"cf_mail": "a@b.co" /* hi */}'],
  ["two documents", '{"cf_mail": "a@b.co"}{"cf_mail": "c@d.co"}'],
  ["unclosed array", '["cf_mail"'],
  ["deep arrays", "[".repeat(5_000) + "]".repeat(5_000)],
  ["deep objects", '{"a":'.repeat(3_000) + "1" + "}".repeat(3_000)],
  ["deep nesting in a field", '{"cf_mail": ' + "[".repeat(2_000) + "]".repeat(2_000) + "}"],
  ["cut deep nesting", "[".repeat(2_000)],
];

/** Wrong JSON types for each field of each JSON form. */
const WRONG_TYPES: [string, unknown][] = [
  ["number", 42],
  ["boolean", true],
  ["array", ["a@b.co"]],
  ["object", { $ne: "" }],
];
const FORM_FIELDS: Record<JsonForm, string[]> = {
  newsletter: ["cf_mail"],
  contact: ["cf_name", "cf_mail", "cf_phone", "cf_msg"],
  thoughts: ["ts_ans_01", "ts_ans_02"],
};

/** Characters that have no place in a one-line field (name, address, phone). */
const LINE_BREAKERS: [string, string][] = [
  ["CRLF header", "\r\nBcc: victim@example.com"],
  ["LF header", "\nSubject: spam"],
  ["CR", "\rX-Injected: 1"],
  ["NUL", "\u0000"],
  ["line separator", "\u2028"],
  ["paragraph separator", "\u2029"],
  ["ESC", "\u001b[31m"],
  ["DEL", "\u007f"],
];

/** Address tricks: all refused. */
const BAD_ADDRESSES: [string, string][] = [
  ["CRLF Bcc", "a@b.co\r\nBcc: victim@example.com"],
  ["LF Bcc in the middle", "a\nBcc: v@example.com@b.co"],
  ["two addresses", "a@b.co, c@d.co"],
  ["angle brackets", "Eve <a@b.co>"],
  ["quoted local part with CRLF", '"a\r\n"@b.co'],
  ["NUL", "nul\u0000@b.co"],
  ["RTL override", "evil\u202eoc.b@a.co"],
  ["zero-width space", "zero\u200bwidth@b.co"],
  ["BOM inside", "a\ufeffb@c.co"],
  ["lone surrogate", "\ud800@b.co"],
  ["no domain dot", "a@b"],
  ["two ats", "a@b@c.co"],
  ["semicolon list", "a@b.co;c@d.co"],
  ["over 254 characters", `${"a".repeat(250)}@b.co`],
  ["only spaces", "     "],
];

const huge = (n: number) => "x".repeat(n);

// One case per line: prettier would wrap the long ones.
// prettier-ignore
export const STRESS_CORPUS: StressCase[] = [
  // ── malformed and truncated JSON (26 × 3) ──
  ...JSON_PATHS.flatMap((path) =>
    BROKEN_JSON.map(([name, body]) => raw(`${path} ${name}`, path, J, body, "4xx")),
  ),
  // ── wrong types (4 × 7) ──
  ...(Object.entries(FORM_FIELDS) as [JsonForm, string[]][]).flatMap(([f, fields]) =>
    fields.flatMap((field) =>
      WRONG_TYPES.map(([type, value]) =>
        form(`${f} ${field} as ${type}`, f, { [field]: value }, 400),
      ),
    ),
  ),
  form("contact with null name", "contact", { cf_name: null }, 400),
  form("thoughts with nothing answered", "thoughts", { ts_ans_01: "", ts_ans_03: "  " }, 400),
  form("newsletter body is an array", "newsletter", { cf_mail: [] }, 400),
  raw("contact body is an array", endpoints.contact, J, "[]", 400),
  raw("contact body is a string", endpoints.contact, J, '"a@b.co"', 400),
  raw("contact body is null", endpoints.contact, J, "null", 400),
  // ── huge fields ──
  form("name of 201 characters", "contact", { cf_name: huge(201) }, 400),
  form("name of 20,000 characters", "contact", { cf_name: huge(20_000) }, 400),
  form("phone of 10,000 digits", "contact", { cf_phone: "1".repeat(10_000) }, 400),
  form("message of 5,001 characters", "contact", { cf_msg: huge(5_001) }, 400),
  form("message of 70,000 characters", "contact", { cf_msg: huge(70_000) }, 413),
  form("message of 1 MB", "contact", { cf_msg: huge(1_000_000) }, 413),
  form("newsletter body of 10 KB", "newsletter", { cf_mail: "a@b.co", junk: huge(10_000) }, 413),
  form("thought answer of 5,001 characters", "thoughts", { ts_ans_01: huge(5_001) }, 400),
  form("thoughts body of 250 KB", "thoughts", { ts_ans_01: huge(250_000) }, 413),
  form("10,000 extra keys", "contact", Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 1])), 413),
  form("a 5,000-character key", "contact", { [huge(5_000)]: 1, cf_name: "" }, 400),
  form("escaped unicode flood", "contact", { cf_msg: "\u00e9".repeat(5_001) }, 400),
  // ── CRLF, control characters and separators in one-line fields (8 × 3) ──
  ...(["cf_name", "cf_mail", "cf_phone"] as const).flatMap((field) =>
    LINE_BREAKERS.map(([name, trick]) =>
      form(
        `contact ${field} with ${name}`,
        "contact",
        {
          [field]:
            field === "cf_mail"
              ? `a${trick}b@c.co`
              : field === "cf_phone"
                ? `123${trick}4567890`
                : `Eve${trick}Smith`,
        },
        400,
      ),
    ),
  ),
  form("message with NUL", "contact", { cf_msg: "hi\u0000there" }, 400),
  form("message with ESC", "contact", { cf_msg: "\u001b[2J" }, 400),
  form("thought answer with NUL", "thoughts", { ts_ans_01: "a\u0000b" }, 400),
  // ── address tricks on each form that takes an address (15 × 2, + the application) ──
  ...BAD_ADDRESSES.flatMap(([name, address]) => [
    form(`contact address: ${name}`, "contact", { cf_mail: address }, 400),
    form(`newsletter address: ${name}`, "newsletter", { cf_mail: address }, 400),
  ]),
  apply("application address with CRLF", { fields: { careerFormEmail: "a@b.co\r\nBcc: v@example.com" } }, 400),
  apply("application address with RTL override", { fields: { careerFormEmail: "evil\u202e@b.co" } }, 400),
  apply("application name field with NUL", { fields: { careerFormField01: "a\u0000b" } }, 400),
  apply("application job not an opening", { fields: { job: "CEO" } }, 400),
  apply("application job with CRLF", { fields: { job: "Art director\r\nBcc: v@example.com" } }, 400),
  apply("application answer of 5,001 characters", { fields: { careerFormField02: huge(5_001) } }, 400),
  apply("application answer of 100 KB", { fields: { careerFormField03: huge(100_000) } }, 413),
  // ── disguised and hostile uploads ──
  apply("executable named .pdf", { file: { name: "cv.pdf", content: "exe" } }, 400),
  apply("executable named .doc", { file: { name: "cv.doc", content: "exe" } }, 400),
  apply("executable named .docx", { file: { name: "cv.docx", content: "exe" } }, 400),
  apply("executable with a PDF content type", { file: { name: "cv.pdf", content: "exe", contentType: "application/pdf" } }, 400),
  apply("executable named .exe", { file: { name: "cv.exe", content: "exe" } }, 400),
  apply("double extension .pdf.exe", { file: { name: "cv.pdf.exe", content: "pdf" } }, 400),
  apply("HTML named .pdf", { file: { name: "cv.pdf", content: "html" } }, 400),
  apply("HTML named .doc", { file: { name: "cv.doc", content: "html" } }, 400),
  apply("HTML named .docx", { file: { name: "cv.docx", content: "html" } }, 400),
  apply("HTML that mentions %PDF later", { file: { name: "cv.pdf", content: "html-then-pdf" } }, 400),
  apply("SVG with script named .pdf", { file: { name: "cv.pdf", content: "svg-script" } }, 400),
  apply("JavaScript named .doc", { file: { name: "cv.doc", content: "js" } }, 400),
  apply("PDF header without dash", { file: { name: "cv.pdf", content: "pdf-no-dash" } }, 400),
  apply("OLE2 file without WordDocument named .doc", { file: { name: "cv.doc", content: "ole-no-word" } }, 400),
  apply("zip without word/document.xml named .docx", { file: { name: "cv.docx", content: "zip-no-document" } }, 400),
  apply("PDF named .docx", { file: { name: "cv.docx", content: "pdf" } }, 400),
  apply("DOCX named .doc", { file: { name: "cv.doc", content: "docx" } }, 400),
  apply("DOC named .pdf", { file: { name: "cv.pdf", content: "doc" } }, 400),
  apply("zip bomb named .docx", { file: { name: "cv.docx", content: "zip-bomb" } }, 400),
  apply("zip lying about its size", { file: { name: "cv.docx", content: "zip-lying" } }, 400),
  apply("oversized DOCX (11 MB)", { file: { name: "cv.docx", content: "docx-oversized" } }, 413),
  apply("empty PDF", { file: { name: "cv.pdf", content: "empty" } }, 400),
  apply("no file at all", { file: null }, 400),
  apply("path traversal without an allowed extension", { file: { name: "../../etc/passwd", content: "pdf" } }, 400),
  apply("NUL-truncated extension", { file: { name: "cv.exe\u0000.pdf", content: "exe" } }, 400),
  // Path-traversal and odd names on a real PDF: accepted, stored under a safe name.
  apply("path traversal ../", { file: { name: "../../../etc/cron.d/cv.pdf", content: "pdf" }, checkStoredName: true }, 200),
  apply("path traversal ..\\", { file: { name: "..\\..\\windows\\win.ini.pdf", content: "pdf" }, checkStoredName: true }, 200),
  apply("absolute path", { file: { name: "/etc/passwd.pdf", content: "pdf" }, checkStoredName: true }, 200),
  apply("name with CR and quote (unreadable part header)", { file: { name: 'cv"\r.pdf', content: "pdf" } }, 400),
  apply("name with quotes and angle brackets", { file: { name: "<script>'cv'.pdf", content: "pdf" }, checkStoredName: true }, 200),
  apply("name with RTL override", { file: { name: "cv\u202efdp.exe.pdf", content: "pdf" }, checkStoredName: true }, 200),
  apply("name of 1,000 characters", { file: { name: `${"a".repeat(1_000)}.pdf`, content: "pdf" }, checkStoredName: true }, 200),
  // ── truncated and malformed multipart ──
  raw("multipart cut in the part headers", endpoints.application, "multipart/form-data; boundary=XyZ", "--XyZ\r\nContent-Disposition: form-da", 400),
  raw("multipart cut in the file", endpoints.application, "multipart/form-data; boundary=XyZ", '--XyZ\r\nContent-Disposition: form-data; name="careerFormField05"; filename="cv.pdf"\r\n\r\n%PDF-1.7 half a fi', 400),
  raw("multipart without the final boundary", endpoints.application, "multipart/form-data; boundary=XyZ", '--XyZ\r\nContent-Disposition: form-data; name="job"\r\n\r\nArt director\r\n', 400),
  raw("multipart with another boundary", endpoints.application, "multipart/form-data; boundary=XyZ", '--AbC\r\nContent-Disposition: form-data; name="job"\r\n\r\nArt director\r\n--AbC--\r\n', 400),
  raw("multipart without boundary parameter", endpoints.application, "multipart/form-data", '--XyZ\r\nContent-Disposition: form-data; name="job"\r\n\r\nx\r\n--XyZ--\r\n', 400),
  raw("multipart with an empty boundary", endpoints.application, "multipart/form-data; boundary=", "----\r\n", 400),
  raw("multipart of garbage", endpoints.application, "multipart/form-data; boundary=XyZ", "\u0000\u0001\u0002garbage", 400),
  raw("multipart with LF-only line ends", endpoints.application, "multipart/form-data; boundary=XyZ", '--XyZ\nContent-Disposition: form-data; name="job"\n\nArt director\n--XyZ--\n', 400),
  raw("multipart part headers without blank line", endpoints.application, "multipart/form-data; boundary=XyZ", '--XyZ\r\nContent-Disposition: form-data; name="job"\r\nArt director\r\n--XyZ--\r\n', 400),
  raw("multipart 1,000 tiny parts", endpoints.application, "multipart/form-data; boundary=XyZ", Array.from({ length: 1_000 }, (_, i) => `--XyZ\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`, ).join("") + "--XyZ--\r\n", "4xx"),
  // ── content types the endpoints do not speak ──
  ...JSON_PATHS.flatMap((path) => [
    raw(
      `${path} as text/plain (CORS simple request)`,
      path,
      "text/plain",
      '{"cf_mail":"a@b.co"}',
      "4xx",
    ),
    raw(
      `${path} as XML`,
      path,
      "application/xml",
      "<!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>",
      415,
    ),
    raw(`${path} without content type`, path, null, '{"cf_mail":"a@b.co"}', 415),
  ]),
  raw("application as JSON", endpoints.application, J, '{"job":"Art director"}', 400),
  raw("application as text/plain", endpoints.application, "text/plain", "job=Art director", "4xx"),
  // ── XSRF and Origin (7 × 4) ──
  ...ALL_PATHS.flatMap((path) => [
    guard(`${path} without XSRF header or cookie`, path, { cookie: "", "x-xsrf-token": "" }, 403),
    guard(`${path} with header but no cookie`, path, { cookie: "" }, 403),
    guard(
      `${path} with a forged token`,
      path,
      { cookie: "XSRF-TOKEN=abc.def", "x-xsrf-token": "abc.def" },
      403,
    ),
    guard(`${path} with header not matching cookie`, path, { "x-xsrf-token": "other.value" }, 403),
    guard(`${path} from a foreign Origin`, path, { origin: "https://evil.example" }, 403),
    guard(`${path} from Origin null`, path, { origin: "null" }, 403),
    guard(
      `${path} from a foreign Referer`,
      path,
      { origin: "", referer: "https://evil.example/page" },
      403,
    ),
  ]),
  // ── slow and held bodies: 408 or closed within the request timeout ──
  slow("slowloris headers", endpoints.contact, { kind: "slow-headers", everyMs: 400 }),
  slow("slow JSON body", endpoints.contact, { kind: "slow-body", everyMs: 400, declared: 200 }),
  slow("slow multipart body", endpoints.application, {
    kind: "slow-body",
    everyMs: 400,
    declared: 5_000,
  }),
  slow("JSON body cut short, socket held", endpoints.contact, {
    kind: "hold",
    declared: 500,
    sent: 20,
  }),
  slow("multipart cut short, socket held", endpoints.application, {
    kind: "hold",
    declared: 50_000,
    sent: 300,
  }),
  slow("idle connection", endpoints.contact, { kind: "idle" }),
  // ── script payloads: accepted, then escaped in the HTML mail ──
  script("script tag in the name", "contact", { cf_name: "<script>alert(1)</script>" }),
  script("img onerror in the message", "contact", { cf_msg: '<img src=x onerror="alert(1)">' }),
  script("breaking out of the table", "contact", {
    cf_msg: "</td></tr></table><script>alert(1)</script>",
  }),
  script("attribute breakout", "contact", { cf_name: '"><svg onload=alert(1)>' }),
  script("entity-encoded payload", "contact", { cf_msg: "&lt;script&gt;alert(1)&lt;/script&gt;" }),
  script("javascript URL", "contact", { cf_msg: '<a href="javascript:alert(1)">click</a>' }),
  script("template injection", "thoughts", {
    ts_ans_01: "{{constructor.constructor('alert(1)')()}} <script>x</script>",
  }),
  script("style injection", "thoughts", { ts_ans_02: "<style>body{display:none}</style>" }),
  script("iframe in an application answer", "application", {
    careerFormField01: '<iframe src="https://evil.example"></iframe>',
  }),
  script("RTL override and zero-width in the name", "contact", {
    cf_name: "Anu \u202eevil\u202c \u200bK <b>",
  }),
];
