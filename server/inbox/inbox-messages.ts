// What the inbox's API answers say (docs/inbox-api.md); the app shows them as they are.
export const inboxMessages = {
  signIn: "Please sign in.",
  adminOnly: "Only an admin can do this.",
  submissionsOnly: "Only an admin or a reader can see submissions.",
  contentOnly: "Only an admin or an editor can change the site's content.",
  refused: "This request was refused. Reload the page and try again.",
  wrongPassword: "Wrong e-mail or password.",
  linkExpired: "This link has expired or was already used. Ask an admin for a new one.",
  tooManyAttempts: "Too many attempts. Please wait before trying again.",
  busy: "The server is busy. Please try again in a moment.",
  notFound: "Not found",
  notBuilt: "The inbox is not built. Run npm run build.",
  notDead: "Only a mail that could not be delivered can be sent again.",
  spamFirst: "Mark it as not spam first.",
  required: "Please fill this in.",
  invalid: "Please check this field.",
} as const;
