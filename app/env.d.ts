/// <reference types="vite/client" />

// Constants baked into the build by vite.config.ts from the validated environment.
interface ImportMetaEnv {
  readonly SITE_ORIGIN: string;
  readonly BLOG_URL: string;
  readonly BUILD_YEAR: string;
}

// The content entries made modules by scripts/content-plugin.ts.
declare module "virtual:kadal/pictures" {
  export const pictures: Readonly<Record<string, import("#contracts/images.ts").PictureImage>>;
}
declare module "virtual:kadal/works" {
  export const studies: readonly import("./content/works/case-study.schema.ts").CaseStudy[];
}
declare module "virtual:kadal/work-index" {
  export const workIndex: readonly import("./content/works/work-list.schema.ts").WorkIndexEntry[];
}
declare module "virtual:kadal/services" {
  export const services: readonly import("./content/service-page.schema.ts").ServicePage[];
}
declare module "virtual:kadal/site" {
  export const site: import("#contracts/site.schema.ts").Site;
}
declare module "virtual:kadal/pages" {
  export const pages: Readonly<Record<string, import("./content/pages.ts").PageCopy>>;
  export const bodies: Readonly<Record<string, unknown>>;
}
