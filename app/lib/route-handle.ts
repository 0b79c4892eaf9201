// What a route tells the shell about itself through React Router's `handle` export.
export type RouteHandle = {
  /** An inner page: body gets "inner-page", and the header, side menu and footer are shown. */
  inner?: boolean;
  /**
   * The section class for <body>, e.g. "single-work-page"; or read from the loader's data, for a
   * route whose pages each have their own (a service page's file names it).
   */
  bodyClass?: string | ((data: unknown, rootData: unknown) => string | undefined);
  /** The page scrolls itself on entry (e.g. to a section named in the URL). */
  scroll?: "self";
};
