import { isRouteErrorResponse, useRouteError } from "react-router";

import { ErrorFallback, errorMessage } from "@/components/ErrorFallback";
import NotFoundPage from "@/app/pages/NotFoundPage";

/** The router's errorElement: a thrown 404 shows the not-found screen, anything else the fallback. */
export default function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorFallback message={errorMessage(error)} />;
}
