// The entry of the worker thread that checks uploads (upload-checker.ts). A worker thread does not
// inherit the module hooks its parent runs under (Node 20: not those of `tsx` nor of
// `node --import tsx`), so it registers tsx itself, then loads the TypeScript that does the work.
// The same under `npm start`, the tests' server processes and Vitest.
import { register } from "tsx/esm/api";

register();
await import("./upload-check-worker.ts");
