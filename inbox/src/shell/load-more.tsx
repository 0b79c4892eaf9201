// The "Load more" control under every paged list (submissions, newsletter, audit log): shown while
// the server says there is a next page, disabled while that page is on its way.
export function LoadMore({
  more,
  busy,
  onLoad,
}: {
  more: boolean;
  busy: boolean;
  onLoad: () => Promise<void> | void;
}) {
  if (!more) return null;
  return (
    <button
      type="button"
      className="button load-more"
      disabled={busy}
      onClick={() => void onLoad()}
    >
      {busy ? "Loading…" : "Load more"}
    </button>
  );
}
