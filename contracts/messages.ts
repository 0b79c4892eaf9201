// The words the forms show and the server answers with, verbatim from the specification where it
// gives them; the browser and the server both read them from here.
import type { FormKind } from "./endpoints.ts";

export const messages = {
  emailRequired: "Please provide an email",
  emailInvalid: "Please provide a valid email",
  nameRequired: "Please provide a name",
  nameInvalid: "Please provide a name without line breaks or control characters",
  nameTooLong: "Please keep the name under 200 characters",
  phoneRequired: "Please provide a contact number",
  phoneInvalid: "Please provide a valid phone number",
  messageTooLong: "Please keep your message under 5000 characters",
  messageInvalid: "Please write your message as plain text",
  thoughtsEmpty: "Please provide some thoughts before submitting",
  thoughtTooLong: "Please keep each answer under 5000 characters",
  answerRequired: "Please answer this question",
  answerTooLong: "Please keep each answer under 5000 characters",
  jobInvalid: "Please apply for one of the current openings",
  jobClosed: "This opening has closed. Please apply for one of the current openings",
  fileRequired: "Please attach your CV and portfolio",
  fileType: "Please attach a .pdf, .doc or .docx file",
  fileContent: "The attached file does not look like a real .pdf, .doc or .docx document",
  fileTooLarge: (maxMb: number) => `Please attach a file of at most ${maxMb} MB`,
  fieldInvalid: "Please check this field",

  pendingForm: "Please wait...",
  pendingApplication: "Please wait ...",
  failure: "Whoops, something went wrong! Please try again later.",
  // The spec's words, then what double opt-in (decision 0105) asks of the visitor. Every outcome
  // (new, pending, already confirmed) reads the same, so the answer tells nobody who subscribed.
  newsletterSuccess:
    "Thank you! Have a great day. We have sent you an e-mail: please click its link to confirm your subscription.",
  contactSuccess:
    "Thank you for getting in touch! We appreciate you contacting us. One of our colleagues will get back in touch with you soon! Have a great day!",
  thoughtsSuccess: "Thank you for sharing your thoughts!",
  applicationSuccess: "Thank you! One of our colleagues will get back in touch with you soon.",

  forbidden: "This form could not be verified. Please reload the page and try again.",
  tooManyRequests: "Too many submissions from your address. Please try again in a minute.",
  tooLarge: "The submission is too large.",
  malformed: "The submission could not be read.",
  busy: "Many applications are arriving at once. Please try again in a moment.",
  uploadInProgress:
    "An application from your address is still being sent. Please wait for it to finish, then try again.",
  uploadStalled:
    "Your application stopped arriving, so it was not received. Please check your connection and try again.",
} as const;

/** What each endpoint answers on success (the spec's words). */
export const successMessages: Record<FormKind, string> = {
  newsletter: messages.newsletterSuccess,
  contact: messages.contactSuccess,
  thoughts: messages.thoughtsSuccess,
  application: messages.applicationSuccess,
};

/** Key of `data.errors` for a problem with the submission as a whole rather than one field. */
export const FORM_ERROR_KEY = "form";
