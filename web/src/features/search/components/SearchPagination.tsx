import { ChevronLeftIcon, ChevronRightIcon, MoreHorizontalIcon } from "lucide-react";
import { Link } from "react-router";

import { buttonVariants } from "@/components/ui/button";
import { pageItems } from "@/features/search/lib/pagination";
import { cn } from "@/lib/utils";

type Props = {
  page: number;
  totalPages: number;
  /** The link of a page (the same search, another page). */
  hrefFor: (page: number) => string;
  className?: string;
};

/** Page links (docs/spec/features.md section 9, 'Pagination'); real links, so each page can be shared. */
export function SearchPagination({ page, totalPages, hrefFor, className }: Props) {
  if (totalPages <= 1) return null;
  const items = pageItems(page, totalPages);
  const linkClass = (active = false) =>
    cn(buttonVariants({ variant: active ? "default" : "outline", size: "icon" }), "size-9");

  return (
    <nav aria-label="Pagination" className={cn("flex justify-center", className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} aria-label="Previous page" className={cn(buttonVariants({ variant: "ghost" }), "gap-1 px-2.5")}>
              <ChevronLeftIcon aria-hidden="true" />
              <span className="hidden sm:inline">Previous</span>
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={cn(buttonVariants({ variant: "ghost" }), "pointer-events-none gap-1 px-2.5 opacity-50")}
            >
              <ChevronLeftIcon aria-hidden="true" />
              <span className="hidden sm:inline">Previous</span>
            </span>
          )}
        </li>
        {items.map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Page ${item}`}
                className={linkClass(item === page)}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="flex size-9 items-center justify-center text-muted-foreground">
              <MoreHorizontalIcon className="size-4" />
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} aria-label="Next page" className={cn(buttonVariants({ variant: "ghost" }), "gap-1 px-2.5")}>
              <span className="hidden sm:inline">Next</span>
              <ChevronRightIcon aria-hidden="true" />
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={cn(buttonVariants({ variant: "ghost" }), "pointer-events-none gap-1 px-2.5 opacity-50")}
            >
              <span className="hidden sm:inline">Next</span>
              <ChevronRightIcon aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
