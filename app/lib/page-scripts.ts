// Whether a page carries its scripts. Every page does, but the answer to a form posted without
// JavaScript (app/features/forms/posted-form.ts): it is shown at the endpoint's address, where the
// router has no route to start on, and to a browser that runs no scripts anyway.
import { createContext } from "react";

export const PageScripts = createContext(true);
