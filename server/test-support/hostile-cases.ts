// A corpus of hostile requests, kept as data: raw bodies for the JSON endpoints, header tricks,
// broken or abusive multipart bodies and forged link tokens. None may ever get a 5xx.

export type HostileCase = {
  name: string;
  method: "GET" | "POST";
  path: string;
  /** "browser": valid XSRF cookie/header and our Origin; "none": no headers; or extra headers on top of "browser". */
  headers?: "browser" | "none" | Record<string, string>;
  contentType?: string;
  /** Raw body; `\u0000`-style escapes are fine. */
  body?: string;
  /** Raw body as base64, for bytes that are not valid UTF-8. */
  base64?: string;
};

/** Raw JSON-ish bodies sent to each of the three JSON endpoints. */
export const JSON_BODIES: string[] = [
  "null",
  "[]",
  '"just a string"',
  "42",
  "true",
  "{}",
  '{"cf_mail": null, "cf_name": null, "cf_phone": null}',
  '{"cf_mail": ["a@b.co", "c@d.co"], "cf_name": ["x"], "cf_phone": ["1234567890"]}',
  '{"cf_mail": {"$ne": ""}, "cf_name": {"toString": "x"}, "cf_phone": {"valueOf": 1}}',
  '{"cf_mail": 1e309, "cf_phone": -0, "cf_name": 12345678901234567890}',
  '{"cf_mail": "a@b.co\\r\\nBcc: victim@example.com", "cf_name": "Eve\\r\\nSubject: spam", "cf_phone": "1234567890"}',
  '{"cf_mail": "\\"><script>alert(1)</script>@x.co", "cf_name": "<img src=x onerror=alert(1)>", "cf_phone": "1234567890", "cf_msg": "<script>alert(1)</script>"}',
  '{"cf_name": "Robert\'); DROP TABLE submissions;--", "cf_mail": "bobby@tables.co", "cf_phone": "1234567890", "cf_msg": "\' OR 1=1 --"}',
  '{"__proto__": {"polluted": true}, "cf_mail": "a@b.co"}',
  '{"constructor": {"prototype": {"polluted": true}}, "cf_mail": "a@b.co"}',
  '{"cf_mail": "a@b.co", "cf_mail": "second@b.co"}',
  '{"cf_name": "\\u0000\\u0001\\u0002", "cf_mail": "nul\\u0000@b.co", "cf_phone": "123\\u00004567890", "cf_msg": "\\u0000"}',
  '{"cf_name": "\\ud800", "cf_mail": "\\udfff@b.co", "cf_phone": "\\ud83d", "cf_msg": "\\ud800\\udc00"}',
  '{"cf_name": "\\u202eevil\\u202c", "cf_mail": "a@b.co", "cf_phone": "1234567890", "cf_msg": "\\u2028\\u2029"}',
  '{"cf_name": "🦈🌊", "cf_mail": "🦈@🌊.co", "cf_phone": "١٢٣٤٥٦٧٨٩٠", "cf_msg": "കടൽ"}',
  '{"ts_ans_01": 1, "ts_ans_02": [], "ts_ans_03": {}, "ts_ans_04": false}',
  '{"ts_ans_01": null, "ts_ans_02": null}',
  '{"ts_ans_05": "extra", "ts_ans_01": "ok", "cf_subject": ["honeypot", "array"]}',
  '{"cf_token": {"forged": true}, "cf_subject": {"a": 1}, "cf_mail": "a@b.co"}',
  '{"cf_token": "' + "a".repeat(3000) + '", "cf_mail": "a@b.co"}',
  '{"cf_phone": "' + "1".repeat(10000) + '"}',
  '{"cf_mail": "' + "a".repeat(7000) + '@b.co"}',
  '{"' + "k".repeat(5000) + '": "long key"}',
  "[".repeat(5000) + "]".repeat(5000),
  '{"a":'.repeat(3000) + "1" + "}".repeat(3000),
  '{"cf_mail": "a@b.co"',
  '{"cf_mail": "a@b.co"}}',
  "{'cf_mail': 'single@quotes.co'}",
  '{"cf_mail": "a@b.co",}',
  '{"cf_mail": NaN}',
  '{"cf_mail": undefined}',
  '\ufeff{"cf_mail": "bom@b.co"}',
  "",
  " ",
  "\u0000",
];

/** The JSON endpoints each JSON body is sent to. */
export const JSON_PATHS = ["/subscription_mail.php", "/contact_mail.php", "/thoughts_mail.php"];

const boundary = "hostileboundary";
const part = (headers: string, content: string) =>
  `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
const end = `--${boundary}--\r\n`;
const MULTIPART = `multipart/form-data; boundary=${boundary}`;

export const OTHER_CASES: HostileCase[] = [
  // Content types the JSON endpoints do not speak.
  {
    name: "text/plain JSON (CORS simple request)",
    method: "POST",
    path: "/contact_mail.php",
    contentType: "text/plain",
    body: '{"cf_mail":"a@b.co"}',
  },
  {
    name: "no content type",
    method: "POST",
    path: "/contact_mail.php",
    body: '{"cf_mail":"a@b.co"}',
  },
  {
    name: "JSON as UTF-16",
    method: "POST",
    path: "/contact_mail.php",
    contentType: "application/json; charset=utf-16",
    body: '{"cf_mail":"a@b.co"}',
  },
  {
    name: "form-urlencoded contact",
    method: "POST",
    path: "/contact_mail.php",
    contentType: "application/x-www-form-urlencoded",
    body: "cf_name=A&cf_mail=a%40b.co&cf_phone=1234567890&cf_name=B&__proto__[x]=1",
  },
  {
    name: "form-urlencoded garbage",
    method: "POST",
    path: "/contact_mail.php",
    contentType: "application/x-www-form-urlencoded",
    body: "%%%%&&&==%zz",
  },
  {
    name: "XML body",
    method: "POST",
    path: "/contact_mail.php",
    contentType: "application/xml",
    body: "<!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>",
  },
  {
    name: "invalid UTF-8 in JSON",
    method: "POST",
    path: "/contact_mail.php",
    contentType: "application/json",
    base64: Buffer.from([
      0x7b, 0x22, 0x63, 0x66, 0x5f, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3,
      0x28, 0x22, 0x7d,
    ]).toString("base64"),
  },
  {
    name: "multipart to a JSON endpoint",
    method: "POST",
    path: "/contact_mail.php",
    contentType: MULTIPART,
    body: part('Content-Disposition: form-data; name="cf_mail"', "a@b.co") + end,
  },
  // Header tricks.
  {
    name: "huge XSRF header",
    method: "POST",
    path: "/contact_mail.php",
    headers: { "x-xsrf-token": "a.".repeat(4000) },
    contentType: "application/json",
    body: "{}",
  },
  {
    name: "XSRF token with many dots",
    method: "POST",
    path: "/contact_mail.php",
    headers: { cookie: "XSRF-TOKEN=a.b.c.d", "x-xsrf-token": "a.b.c.d" },
    contentType: "application/json",
    body: "{}",
  },
  {
    name: "malformed cookie header",
    method: "POST",
    path: "/contact_mail.php",
    headers: { cookie: "XSRF-TOKEN=%E0%A4%A; ; =; XSRF-TOKEN" },
    contentType: "application/json",
    body: "{}",
  },
  {
    name: "Origin that is not a URL",
    method: "POST",
    path: "/contact_mail.php",
    headers: { origin: "::::" },
    contentType: "application/json",
    body: "{}",
  },
  {
    name: "Referer that is not a URL",
    method: "POST",
    path: "/contact_mail.php",
    headers: { referer: "javascript:alert(1)" },
    contentType: "application/json",
    body: "{}",
  },
  {
    name: "no headers at all",
    method: "POST",
    path: "/contact_mail.php",
    headers: "none",
    contentType: "application/json",
    body: "{}",
  },
  {
    name: "no headers, multipart",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    headers: "none",
    contentType: MULTIPART,
    body: end,
  },
  {
    name: "content-length lies (too small)",
    method: "POST",
    path: "/contact_mail.php",
    headers: { "content-length": "2" },
    contentType: "application/json",
    body: '{"cf_mail":"a@b.co"}',
  },
  // Multipart abuse on the application endpoint.
  {
    name: "multipart without boundary",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: "multipart/form-data",
    body: part('Content-Disposition: form-data; name="a"', "b") + end,
  },
  {
    name: "multipart with an empty body",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body: "",
  },
  {
    name: "multipart end only",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body: end,
  },
  {
    name: "multipart never closed",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body: part('Content-Disposition: form-data; name="job"', "Art director"),
  },
  {
    name: "multipart part without Content-Disposition",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body: part("Content-Type: text/plain", "orphan") + end,
  },
  {
    name: "multipart field named __proto__",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body: part('Content-Disposition: form-data; name="__proto__"', "x") + end,
  },
  {
    name: "multipart field named constructor",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body: part('Content-Disposition: form-data; name="constructor"', "x") + end,
  },
  {
    name: "multipart file named __proto__",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body:
      part('Content-Disposition: form-data; name="__proto__"; filename="cv.pdf"', "%PDF-1.7") + end,
  },
  {
    name: "two files",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body:
      part(
        'Content-Disposition: form-data; name="careerFormField05"; filename="a.pdf"',
        "%PDF-1.7",
      ) +
      part(
        'Content-Disposition: form-data; name="careerFormField05"; filename="b.pdf"',
        "%PDF-1.7",
      ) +
      end,
  },
  {
    name: "file in the wrong field",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body: part('Content-Disposition: form-data; name="job"; filename="job.pdf"', "%PDF-1.7") + end,
  },
  {
    name: "CV sent as a text field",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body:
      part('Content-Disposition: form-data; name="careerFormField05"', "%PDF-1.7 not a file") + end,
  },
  {
    name: "filename with NUL and CRLF",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body:
      part(
        'Content-Disposition: form-data; name="careerFormField05"; filename="cv\u0000.pdf\r\nX-Evil: 1"',
        "%PDF-1.7",
      ) + end,
  },
  {
    name: "filename of dots",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body:
      part(
        'Content-Disposition: form-data; name="careerFormField05"; filename="../../../.pdf"',
        "%PDF-1.7",
      ) + end,
  },
  {
    name: "RFC 5987 filename",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body:
      part(
        "Content-Disposition: form-data; name=\"careerFormField05\"; filename*=UTF-8''%E0%B4%95%ZZ.pdf",
        "%PDF-1.7",
      ) + end,
  },
  {
    name: "very long field name",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body: part(`Content-Disposition: form-data; name="${"f".repeat(5000)}"`, "x") + end,
  },
  {
    name: "too many fields",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body:
      Array.from({ length: 40 }, (_, i) =>
        part(`Content-Disposition: form-data; name="f${i}"`, "x"),
      ).join("") + end,
  },
  {
    name: "oversized answer field",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body:
      part('Content-Disposition: form-data; name="careerFormField01"', "x".repeat(100_000)) + end,
  },
  {
    name: "JSON-typed multipart field",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body:
      part(
        'Content-Disposition: form-data; name="job"\r\nContent-Type: application/json',
        '{"$gt": ""}',
      ) + end,
  },
  {
    name: "broken JSON-typed multipart field",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body:
      part(
        'Content-Disposition: form-data; name="job"\r\nContent-Type: application/json',
        "{nope",
      ) + end,
  },
  {
    name: "base64 transfer-encoded part",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body:
      part(
        'Content-Disposition: form-data; name="careerFormField05"; filename="cv.pdf"\r\nContent-Transfer-Encoding: base64',
        "JVBERi0xLjc=",
      ) + end,
  },
  {
    name: "header line too long",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: MULTIPART,
    body: part(`Content-Disposition: form-data; name="a"; x="${"y".repeat(20000)}"`, "b") + end,
  },
  {
    name: "mixed multipart",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: `multipart/mixed; boundary=${boundary}`,
    body: part('Content-Disposition: form-data; name="a"', "b") + end,
  },
  {
    name: "boundary of 300 characters",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: `multipart/form-data; boundary=${"b".repeat(300)}`,
    body: `--${"b".repeat(300)}--\r\n`,
  },
  {
    name: "JSON to the upload endpoint",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: "application/json",
    body: '{"job":"Art director"}',
  },
  {
    name: "urlencoded to the upload endpoint",
    method: "POST",
    path: "/phpmailer/careers_mail.php",
    contentType: "application/x-www-form-urlencoded",
    body: "job=Art+director",
  },
  // Newsletter links with forged or odd tokens.
  { name: "confirm without token", method: "GET", path: "/newsletter/confirm" },
  { name: "confirm with empty token", method: "GET", path: "/newsletter/confirm?token=" },
  { name: "confirm with token array", method: "GET", path: "/newsletter/confirm?token=a&token=b" },
  {
    name: "confirm with SQL in token",
    method: "GET",
    path: "/newsletter/confirm?token=%27%20OR%201%3D1--.x",
  },
  {
    name: "confirm with forged signature",
    method: "GET",
    path: "/newsletter/confirm?token=01890a5d-ac96-774b-bcce-b302099a8057.AAAA",
  },
  {
    name: "confirm with huge token",
    method: "GET",
    path: `/newsletter/confirm?token=${"a".repeat(5000)}`,
  },
  {
    name: "confirm with broken percent-encoding",
    method: "GET",
    path: "/newsletter/confirm?token=%E0%A4%A",
  },
  {
    name: "unsubscribe page with forged token",
    method: "GET",
    path: "/newsletter/unsubscribe?token=x.y",
  },
  {
    name: "unsubscribe page with script token",
    method: "GET",
    path: "/newsletter/unsubscribe?token=%3Cscript%3Ealert(1)%3C/script%3E",
  },
  {
    name: "one-click with forged token",
    method: "POST",
    path: "/newsletter/unsubscribe?token=x.y",
    headers: "none",
    contentType: "application/x-www-form-urlencoded",
    body: "List-Unsubscribe=One-Click",
  },
  {
    name: "one-click without token",
    method: "POST",
    path: "/newsletter/unsubscribe",
    headers: "none",
    contentType: "application/x-www-form-urlencoded",
    body: "List-Unsubscribe=One-Click",
  },
  {
    name: "one-click with JSON garbage",
    method: "POST",
    path: "/newsletter/unsubscribe?token=x.y",
    headers: "none",
    contentType: "application/json",
    body: "{",
  },
  { name: "form token with query junk", method: "GET", path: "/form-token?x[]=1&__proto__=2" },
];

export const hostileCases: HostileCase[] = [
  ...JSON_PATHS.flatMap((path) =>
    JSON_BODIES.map((body, index) => ({
      name: `${path} body #${index}`,
      method: "POST" as const,
      path,
      contentType: "application/json",
      body,
    })),
  ),
  ...OTHER_CASES,
];
