// The forms' own words: field labels, hints and buttons. The rules, states' messages and payload
// names come from contracts/, the application questions too (contracts/application.ts).
export const TRY_AGAIN_LABEL = "Try again";

export const newsletterLabels = {
  form: "Newsletter sign-up",
  email: "Your email address",
  submit: "Subscribe",
} as const;

// The contact fields' own words are in contracts/contact.ts, beside their rules.
export const contactLabels = {
  form: "Contact form",
  heading: "Write to us",
  directHeading: "Or find us",
  submit: "Say hello",
} as const;

export const applicationLabels = {
  email: "Your email address (optional, for a confirmation)",
  file: "Your CV and portfolio",
  /** The server's limit once it has answered; the prerendered page shows the default. */
  fileHint: (maxMb: number) => `A .pdf, .doc or .docx file of at most ${maxMb} MB`,
  chosenFile: "Chosen file:",
  progress: "Uploading your application",
} as const;

export const thoughtLabels = {
  next: "Next",
  submit: "Submit",
  form: "Thought Starters",
  counter: (question: number, total: number) => `Question ${question} of ${total}`,
  connect: "Let's connect",
} as const;
