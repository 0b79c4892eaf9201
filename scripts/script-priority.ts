// A prerendered page is whole without JavaScript, so on a slow network its stylesheet, fonts and
// first-screen image should get the bandwidth first and the scripts that hydrate it after them.
// React Router names every script as a modulepreload, which browsers fetch at high priority;
// this lowers them. Hydration starts a little later; the page is seen sooner.
const MODULEPRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

export function lowerScriptPriority(html: string): string {
  return html.replace(MODULEPRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}
