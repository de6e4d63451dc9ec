import { data } from "react-router";
import { ErrorScreen } from "~/components/layout/error-screen";

/** Other admin paths show the 404 page (SPEC.md §2). */
export function loader() {
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return <ErrorScreen kind="not-found" />;
}
