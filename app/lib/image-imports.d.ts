// Types for image imports that vite-imagetools turns into a <picture> description (see images.ts).
// A module pattern may hold one wildcard, so each preset is declared by its full query suffix.

declare module "*?preset=full" {
  const image: import("./images.ts").PictureImage;
  export default image;
}
declare module "*?preset=wide" {
  const image: import("./images.ts").PictureImage;
  export default image;
}
declare module "*?preset=card" {
  const image: import("./images.ts").PictureImage;
  export default image;
}
declare module "*?preset=badge" {
  const image: import("./images.ts").PictureImage;
  export default image;
}
// A hand-written imagetools query, e.g. "…svg?w=480;960&format=avif;webp&as=picture" (as=picture last).
declare module "*as=picture" {
  const image: import("./images.ts").PictureImage;
  export default image;
}
