// Length and size limits of the submissions, shared by the browser's checks and the server's.

export const limits = {
  nameMax: 200,
  /** RFC 5321: a forward path holds at most 254 characters. */
  emailMax: 254,
  phoneMax: 32,
  messageMax: 5000,
  answerMax: 5000,
  fileNameMax: 255,
  /** UPLOAD_MAX_MB's default; the browser checks against it until GET /form-token tells the setting. */
  uploadMaxMbDefault: 10,
} as const;

/** Accepted CV extensions: the spec's .pdf and .doc, plus .docx which most applicants have. */
export const CV_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export type CvExtension = (typeof CV_EXTENSIONS)[number];

/** The media type a CV of each extension is stored and mailed with. */
export const CV_CONTENT_TYPES: Record<CvExtension, string> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
/** The file input's `accept` attribute. */
export const CV_ACCEPT = [...CV_EXTENSIONS, ...Object.values(CV_CONTENT_TYPES)].join(",");
