// subset-font ships no types; these are the options the build and the artwork use (README of
// subset-font 2.9).
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2";
      preserveNameIds?: number[];
      /** Pins each named axis to a value, making a static instance. */
      variationAxes?: Record<string, number>;
    },
  ): Promise<Buffer>;
}
