// What a screen shows first, asked for once when it opens: the answer, or null until it comes
// (a failure goes to the screen's status line). An answer that comes after the screen was left
// is dropped.
import { useEffect, useState } from "react";
import type { InboxApi } from "../api/inbox-api.ts";
import { useSession } from "./session.tsx";

export function useLoaded<T>(
  load: (api: InboxApi) => Promise<T>,
  failed: (error: unknown) => void,
): [T | null, (value: T) => void] {
  const { api } = useSession();
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    load(api).then(
      (found) => live && setValue(found),
      (error: unknown) => live && failed(error),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per visit
  }, [api]);
  return [value, setValue];
}
