// Types for heic-decode 2.1 (it ships none): the images of an HEIC file, each decoded on demand.
declare module "heic-decode" {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray };
  type Image = { width: number; height: number; decode(): Promise<Decoded> };
  function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<Decoded>;
  namespace decode {
    function all(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<Image[]>;
  }
  export default decode;
}
