/**
 * How the built app is cut into files: by the way people move through it, not one file per
 * component. Over HTTP/1.1 each file costs a request, and each level of imports a round
 * trip: a signed-in page made of sixty to ninety small chunks was a waterfall on a phone.
 *
 * - The entry: the libraries every page needs (React, the router, TanStack Query, the
 *   Radix parts of the layout) and the app's own entry code, in one file; `vendor`: the few
 *   libraries (icons) that public and signed-in pages share.
 * - One chunk per signed-in area, with the code (libraries included) that only that area's
 *   pages reach: `shell` (the header's controls and the event stream, on every signed-in
 *   page), `recruiter` (dashboard, search, candidate), `seeker` (dashboard, reveal
 *   requests), `seeker-more` (the pages the dashboard leads to), `account` (the account
 *   page), `notifications` (the bell's panel), `recruiter-forms`, `seeker-forms` and
 *   `onboarding` (the pages and dialogs built on react-hook-form and Zod), `debug` (the
 *   debug pages and the admin's). A visit to another page of the same area downloads
 *   nothing new.
 * - What more than one area reaches: `forms` (the form libraries and what the forms
 *   share), `browse` (shared by browsing pages only), `signed-in` (shared with the shell or
 *   a form), `common` (shared with the public dialogs: Radix Dialog and its helpers). A
 *   page with a form never loads what only the browsing pages share, and the reverse.
 *   `dates` (date-fns) is apart: the job seeker's and the account's pages show relative
 *   times, the recruiter's pages none, and in `browse` it cost each of them 7 KiB.
 * - The public pages keep Rolldown's automatic chunking: a public page never loads
 *   signed-in code.
 *
 * A module's chunk follows from the module graph: the pages that reach it through static
 * imports (a dynamic import is a boundary). Two libraries are imported through one index
 * module that re-exports everything (`lucide-react`, `radix-ui`); through those, a module
 * counts as reached only from the files that import one of its names.
 */
import path from "node:path";

import type { CodeSplittingGroup } from "rolldown";

type Area =
  | "shell"
  | "recruiter"
  | "seeker"
  | "seeker-more"
  | "account"
  | "notifications"
  | "recruiter-forms"
  | "seeker-forms"
  | "onboarding"
  | "debug"
  | "public-forms"
  | "public-ui";

/** The lazily loaded pages and dialogs that open each area (paths under src/). */
const AREA_ENTRIES: Record<Area, RegExp> = {
  recruiter: /[\\/]src[\\/]app[\\/]pages[\\/](RecruiterDashboardPage|SearchCandidatesRoute|CandidatePage)\.tsx$/,
  seeker: /[\\/]src[\\/](app[\\/]pages[\\/]JobSeekerDashboardPage|features[\\/]reveal[\\/]pages[\\/]RevealRequestsPage)\.tsx$/,
  "seeker-more":
    /[\\/]src[\\/](features[\\/]activity[\\/]pages[\\/]PrivacyActivityPage|components[\\/]ReportRecruiterDialog|features[\\/]seekers[\\/]pages[\\/](AnonymousProfilePage|RevealedProfilePage|ProfileSuccessPage)|features[\\/]assistant[\\/]pages[\\/]AiAssistantPage)\.tsx$/,
  shell: /[\\/]src[\\/](app[\\/]layout[\\/]SignedInControls|features[\\/]notifications[\\/]components[\\/]RealtimeConnection)\.tsx$/,
  account: /[\\/]src[\\/]features[\\/]accounts[\\/]pages[\\/]UserProfilePage\.tsx$/,
  notifications: /[\\/]src[\\/]features[\\/]notifications[\\/]components[\\/]NotificationPanel\.tsx$/,
  "seeker-forms": /[\\/]src[\\/]features[\\/]seekers[\\/]pages[\\/]EditProfilePage\.tsx$/,
  "recruiter-forms":
    /[\\/]src[\\/]features[\\/](recruiters[\\/]pages[\\/]EditRecruiterProfilePage|reveal[\\/]components[\\/]RevealRequestForm|search[\\/]components[\\/]SearchNameForm)\.tsx$/,
  onboarding:
    /[\\/]src[\\/]features[\\/](accounts[\\/]pages[\\/]OnboardingRolePage|seekers[\\/]pages[\\/]OnboardingJobSeekerPage|recruiters[\\/]pages[\\/]OnboardingRecruiterPage)\.tsx$/,
  debug:
    /[\\/]src[\\/]features[\\/](search[\\/]pages[\\/](SearchDebugPage|SearchIndexSyncPage)|views[\\/]pages[\\/]ProfileViewsDebugPage|admin[\\/]pages[\\/](AdminEmailPage|AdminReportsPage|AdminAuditLogPage))\.tsx$/,
  // Public, but not a page's first load: the early access form, and what opens on a click
  // or comes later (the mobile menu, the cookie settings, the toasts).
  "public-forms": /[\\/]src[\\/]features[\\/]site[\\/]pages[\\/]EarlyAccessPage\.tsx$/,
  "public-ui":
    /[\\/]src[\\/](app[\\/]layout[\\/]MobileMenu|features[\\/]site[\\/]components[\\/]CookieSettingsDialog|components[\\/]ui[\\/]toast-list)\.tsx$/,
};

const SIGNED_IN: readonly string[] = ["shell", "recruiter", "seeker", "seeker-more", "account", "notifications", "recruiter-forms", "seeker-forms", "onboarding", "debug"];
const FORMS: readonly string[] = ["recruiter-forms", "seeker-forms", "onboarding", "public-forms"];

const AREAS = Object.keys(AREA_ENTRIES) as Area[];

/** Index modules that re-export a library's parts, and the package name the app imports them by. */
const REEXPORTS: { id: RegExp; from: string }[] = [
  { id: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/, from: "lucide-react" },
  { id: /[\\/]node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/, from: "radix-ui" },
];
/** lucide's `icons` namespace (every icon at once), which the app never imports. */
const UNUSED_NAMESPACE = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]index\.mjs$/;

type ModuleInfo = { id: string; code: string | null; importers: string[]; importedIds: string[]; isEntry: boolean; dynamicImporters: string[] };
type GetModuleInfo = (id: string) => ModuleInfo | null;

/** For an index module: each re-exported module's id -> the names it is exported under. */
function reexportedNames(index: ModuleInfo): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  const add = (target: string, name: string) => names.set(target, (names.get(target) ?? new Set()).add(name));
  const code = index.code ?? "";
  // export { default as ArrowLeft, default as ArrowLeftIcon } from './icons/arrow-left.mjs';
  for (const [, list, specifier] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g)) {
    const target = path.resolve(path.dirname(index.id), specifier);
    for (const part of list.split(",")) add(target, part.trim().split(/\s+as\s+/).pop()!);
  }
  // import * as Dialog from "@radix-ui/react-dialog"; (exported under the same name)
  for (const [, name, specifier] of code.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*['"]([^'"]+)['"]/g)) {
    const target = index.importedIds.find((id) => id.includes(`${path.sep}node_modules${path.sep}${specifier}${path.sep}`));
    if (target) add(target, name);
  }
  return names;
}

/** The names a module imports from `from` (`import { Dialog as DialogPrimitive } from "radix-ui"`). */
function importedNames(code: string, from: string): string[] {
  const pattern = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${from}['"]`, "g");
  return [...code.matchAll(pattern)].flatMap(([, list]) =>
    list
      .split(",")
      .map((part) => part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0])
      .filter(Boolean),
  );
}

class Reach {
  private memo = new Map<string, Set<string>>();
  private indexes = new Map<string, Map<string, Set<string>>>();

  constructor(private getModuleInfo: GetModuleInfo) {}

  /**
   * Where a module is reached from: the areas whose entries import it (directly or through
   * other modules), "initial" when the app's entry does, "public" when another lazily
   * loaded module (a public page, the mobile menu) does.
   */
  of(id: string): Set<string> {
    const known = this.memo.get(id);
    if (known) return known;
    const reach = new Set<string>();
    this.memo.set(id, reach); // an import cycle ends here
    const info = this.getModuleInfo(id);
    const area = AREAS.find((name) => AREA_ENTRIES[name].test(id));
    if (area) return reach.add(area);
    if (!info) return reach;
    if (info.isEntry) reach.add("initial");
    else if (info.dynamicImporters.length > 0) reach.add("public");
    for (const importer of this.importersUsing(info)) for (const from of this.of(importer)) reach.add(from);
    return reach;
  }

  /** The modules that import `info`, looking through the re-exporting index modules. */
  private importersUsing(info: ModuleInfo): string[] {
    return info.importers.flatMap((importer) => {
      if (UNUSED_NAMESPACE.test(importer)) return [];
      const reexport = REEXPORTS.find(({ id }) => id.test(importer));
      const index = reexport && this.getModuleInfo(importer);
      if (!reexport || !index) return [importer];
      const names = this.namesIn(index).get(info.id);
      if (!names) return [importer];
      return index.importers.filter((user) => {
        const code = this.getModuleInfo(user)?.code;
        return code == null || importedNames(code, reexport.from).some((name) => names.has(name));
      });
    });
  }

  private namesIn(index: ModuleInfo): Map<string, Set<string>> {
    let names = this.indexes.get(index.id);
    if (!names) this.indexes.set(index.id, (names = reexportedNames(index)));
    return names;
  }
}

/**
 * The chunk a module reached from `reach` goes to; null leaves it to Rolldown.
 * "initial" here is the entry's `vendor` or `app`; what a public page shares with
 * signed-in pages (a few icons, a card) joins those too, as a chunk of its own would be
 * loaded by both and an extra request on each.
 */
export function chunkFor(reached: Set<string>, nodeModule: boolean, dates = false): string | null {
  // The debug pages take whatever chunks hold what they share with others.
  const reach = new Set(reached);
  if (reach.size > 1) reach.delete("debug");
  const signedIn = [...reach].filter((from) => SIGNED_IN.includes(from));
  if (reach.has("initial") || (reach.has("public") && signedIn.length > 0)) return nodeModule ? "vendor" : "app";
  if (signedIn.length === 0) return null;
  if (dates) return "dates";
  if ([...reach].every((from) => FORMS.includes(from))) return reach.size > 1 ? "forms" : signedIn[0];
  if (reach.has("public-ui") || reach.has("public-forms")) return "common";
  if (signedIn.length === 1) return signedIn[0];
  // Shared by browsing pages only, or also by the shell or a form: a form's page then
  // never loads what only the browsing pages share.
  return signedIn.some((area) => area === "shell" || FORMS.includes(area)) ? "signed-in" : "browse";
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const DATE_FNS = /[\\/]node_modules[\\/]date-fns[\\/]/;

type Context = { getModuleInfo: (id: string) => ModuleInfo | null };

export function codeSplittingGroups(): CodeSplittingGroup[] {
  let reach: Reach | undefined;
  const chunkOf = (id: string, context: Context) =>
    chunkFor((reach ??= new Reach((other) => context.getModuleInfo(other))).of(id), NODE_MODULES.test(id), DATE_FNS.test(id));
  const ENTRY_CHUNKS = ["vendor", "app"];
  return [
    {
      // The entry's chunks first, so that no area takes a module the entry needs.
      name: ((id: string, context: Context) => {
        const chunk = chunkOf(id, context);
        return chunk && ENTRY_CHUNKS.includes(chunk) ? chunk : null;
      }) as CodeSplittingGroup["name"],
      debugName: "entry",
      priority: 2,
    },
    {
      name: ((id: string, context: Context) => {
        const chunk = chunkOf(id, context);
        return chunk && !ENTRY_CHUNKS.includes(chunk) ? chunk : null;
      }) as CodeSplittingGroup["name"],
      debugName: "areas",
      priority: 1,
      // A module's imports are placed by their own reach, never pulled into its chunk.
      includeDependenciesRecursively: false,
    },
  ];
}
