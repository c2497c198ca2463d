import { HomeIcon } from "lucide-react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-primary/80" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold tracking-tight">
        Oops! This page is hiding too well, even from us.
      </h1>
      <Button asChild size="lg">
        <Link to={paths.home}>
          <HomeIcon aria-hidden="true" />
          Go Back Home
        </Link>
      </Button>
    </div>
  );
}
