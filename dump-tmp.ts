import { writeFileSync } from "node:fs";
import { jobsModule, pagesModule, servicesModule, workIndexModule, worksModule } from "./scripts/content-plugin.ts";
const out = process.argv[2]!;
const root = "content";
writeFileSync(`${out}/jobs.js`, jobsModule(root, "2026-12-01").code);
writeFileSync(`${out}/works.js`, worksModule(root).code);
writeFileSync(`${out}/work-index.js`, workIndexModule(root).code);
writeFileSync(`${out}/services.js`, servicesModule(root).code);
writeFileSync(`${out}/pages.js`, pagesModule(root).code);
