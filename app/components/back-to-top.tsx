// A control that takes the visitor back to the top of a long page, shown once they have scrolled.
import { useEffect, useState } from "react";
import { prefersReducedMotion } from "../lib/motion.ts";

const SHOW_AFTER_PX = 600;

export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
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
