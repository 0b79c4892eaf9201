// A control that takes the visitor back to the top of a long page, shown once they have scrolled.
// Where the page has no margin for it (narrower than the content column plus the button), it
// shows only while the visitor scrolls back up or has reached the end, so it never sits over the
// text being read.
import { useEffect, useState } from "react";
import { prefersReducedMotion } from "../lib/motion.ts";

const SHOW_AFTER_PX = 600;
/** Wide enough for the button to sit beside the 80rem content column, not over it. */
const HAS_MARGIN = "(min-width: 86rem)";
/** "At the end": within this of the page's bottom. */
const END_PX = 80;

export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const margin = window.matchMedia(HAS_MARGIN);
    let lastY = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      const up = y < lastY;
      lastY = y;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - END_PX;
      setVisible(y > SHOW_AFTER_PX && (margin.matches || up || atEnd));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <button
      type="button"
      className={["back-to-top", visible && "back-to-top--visible"].filter(Boolean).join(" ")}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
        // Keyboard users continue from the top of the page, not from the footer.
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
