// A new opening's address made from its title, as an editor would write it: "UI/UX Designer" →
// "ui-ux-designer". Letters outside a–z (a Malayalam title) leave nothing; the editor then types one.
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}
