import * as React from "react";
import { HistoryIcon, SearchIcon } from "lucide-react";

import { Input } from "@/components/ui/input";
import type { SearchHistoryEntry } from "@/features/search/api/search-history";
import { historyLocation } from "@/features/search/components/history-label";
import { cn } from "@/lib/utils";

/** The history dropdown closes this long after the box loses focus (docs/spec/features.md section 9). */
export const HISTORY_CLOSE_DELAY_MS = 200;

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter without a history entry chosen. */
  onSubmit: () => void;
  history: SearchHistoryEntry[];
  onPickHistory: (entry: SearchHistoryEntry) => void;
  placeholder?: string;
  className?: string;
};

/**
 * The keyword box with the recruiter's last searches under it while it has focus. Arrow
 * keys move through the list, Enter picks the highlighted search (or searches for what
 * was typed), Escape closes it.
 */
export function KeywordSearchBox({
  id,
  value,
  onChange,
  onSubmit,
  history,
  onPickHistory,
  placeholder,
  className,
}: Props) {
  const listId = `${id}-history`;
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(-1);
  const closeTimer = React.useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  React.useEffect(() => cancelClose, []);

  const close = () => {
    cancelClose();
    setOpen(false);
    setActive(-1);
  };

  const showing = open && history.length > 0;

  const pick = (entry: SearchHistoryEntry) => {
    close();
    onPickHistory(entry);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (history.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        if (!showing) return step === 1 ? 0 : history.length - 1;
        return (current + step + history.length) % history.length;
      });
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (showing && active >= 0 && history[active]) pick(history[active]);
      else {
        close();
        onSubmit();
      }
    } else if (event.key === "Escape" && showing) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={cn("relative", className)}>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={showing}
        aria-controls={showing ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={showing && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        placeholder={placeholder}
        className="h-10 pl-9"
        onChange={(event) => {
          onChange(event.target.value);
          // The live results answer typing; the history would only cover them.
          close();
        }}
        onFocus={() => {
          cancelClose();
          setOpen(true);
        }}
        onBlur={() => {
          cancelClose();
          closeTimer.current = setTimeout(close, HISTORY_CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      />
      {showing && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Recent searches"
          className="absolute top-full right-0 left-0 z-30 mt-1 max-h-80 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {history.map((entry, index) => {
            const where = historyLocation(entry);
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox input takes the keys (aria-activedescendant)
              <li
                key={entry.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Keep the focus in the box, so the list does not close under the pointer.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(entry)}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm",
                  index === active && "bg-accent text-accent-foreground",
                )}
              >
                <HistoryIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">
                  {entry.keyword.trim() || <span className="text-muted-foreground">Any keyword</span>}
                  {where && <span className="text-muted-foreground"> · {where}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
