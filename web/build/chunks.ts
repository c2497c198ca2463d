/**
 * How the built app is cut into files: by the way people move through it, not one file per
 * component. Over HTTP/1.1 each file costs a request, and each level of imports a round
 * trip: a signed-in page made of sixty to ninety small chunks was a waterfall on a phone.
 *
 * - The entry: the libraries every page needs (React, the router, TanStack Query) and the
 *   app's own entry code, in one file; `vendor`: the few libraries (icons) that public and
 *   signed-in pages share.
 * - One chunk per signed-in area, with the code (libraries included) that only that area's
 *   pages reach: `shell` (the header's controls and the event stream, on every signed-in
 *   page), `recruiter` (the recruiter's dashboard), `search` (search and candidate),
 *   `seeker` (dashboard, reveal requests), `seeker-more` (the pages the dashboard leads
 *   to), `account` (the account page), `notifications` (the bell's panel),
 *   `recruiter-forms`, `seeker-forms` and `onboarding` (the pages and dialogs built on
 *   react-hook-form and Zod), `debug` (the debug pages and the admin's), `report` (the
 *   report dialog, opened by few). A visit to another page of the same area downloads
 *   nothing new.
 * - What more than one area reaches, by who needs it: `forms` (the form libraries and what
 *   the forms share), `recruiter-shared`, `seeker-shared` and `seeker` (shared by one
 *   person's pages only: a recruiter's pages never load what only a job seeker's share, and
 *   the reverse), `fields` (shared by forms and the search's filters, not by the dashboards
 *   or the account page), `browse` (shared by browsing pages only), `signed-in` (shared
 *   with the shell or a form), `common` (shared with the public dialogs), `modal` (Radix
 *   Dialog, its focus trap and scroll lock, and the parts only dialogs render: a page
 *   whose only dialog is fetched when it opens never loads them). A page with a form never
 *   loads what only the browsing pages share, and the reverse. `dates` (date-fns) is apart:
 *   the account's pages show dates, the recruiter's pages none.
 * - The public pages keep Rolldown's automatic chunking: a public page never loads
 *   signed-in code.
 *
 * A module's chunk follows from the module graph: the pages that reach it through static
 * imports (a dynamic import is a boundary). A lazily loaded module that opens no area (a
 * dialog's code, a card fetched beside its page) stands for where it is loaded from: the
 * signed-in areas whose code imports it, or the public pages. Two libraries are imported through one index
 * module that re-exports everything (`lucide-react`, `radix-ui`); through those, a module
 * counts as reached only from the files that import one of its names.
 */
import path from "node:path";

import type { CodeSplittingGroup } from "rolldown";

type Area =
  | "shell"
  | "recruiter"
  | "search"
  | "seeker"
  | "seeker-more"
  | "account"
  | "notifications"
  | "recruiter-forms"
  | "seeker-forms"
  | "onboarding"
  | "debug"
  | "report"
  | "public-forms"
  | "public-ui";

/** The lazily loaded pages and dialogs that open each area (paths under src/). */
const AREA_ENTRIES: Record<Area, RegExp> = {
  recruiter: /[\\/]src[\\/]app[\\/]pages[\\/]RecruiterDashboardPage\.tsx$/,
  search: /[\\/]src[\\/]app[\\/]pages[\\/](SearchCandidatesRoute|CandidatePage)\.tsx$/,
  seeker: /[\\/]src[\\/](app[\\/]pages[\\/]JobSeekerDashboardPage|features[\\/]reveal[\\/]pages[\\/]RevealRequestsPage)\.tsx$/,
  "seeker-more":
    /[\\/]src[\\/](features[\\/]activity[\\/]pages[\\/]PrivacyActivityPage|features[\\/]seekers[\\/]pages[\\/](AnonymousProfilePage|RevealedProfilePage|ProfileSuccessPage)|features[\\/]assistant[\\/]pages[\\/]AiAssistantPage)\.tsx$/,
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
  // The report dialog, from a job seeker's pages and a recruiter's alike: opened by few;
  // on the candidate page its button comes with it, after the page.
  report: /[\\/]src[\\/]components[\\/](ReportDialog|ReportCandidateButton)\.tsx$/,
  // Public, but not a page's first load: the early access form, and what opens on a click
  // or comes later (the mobile menu, the cookie settings, the toasts).
  "public-forms": /[\\/]src[\\/]features[\\/]site[\\/]pages[\\/]EarlyAccessPage\.tsx$/,
  "public-ui":
    /[\\/]src[\\/](app[\\/]layout[\\/]MobileMenu|features[\\/]site[\\/]components[\\/]CookieSettingsDialog|components[\\/]ui[\\/]toast-list)\.tsx$/,
};

const SIGNED_IN: readonly string[] = ["shell", "recruiter", "search", "seeker", "seeker-more", "account", "notifications", "recruiter-forms", "seeker-forms", "onboarding", "debug", "report"];
const FORMS: readonly string[] = ["recruiter-forms", "seeker-forms", "onboarding", "public-forms"];
/** Each person's own areas; onboarding, where either starts, goes with either. */
const RECRUITER_SIDE: readonly string[] = ["recruiter", "search", "recruiter-forms", "onboarding"];
const SEEKER_SIDE: readonly string[] = ["seeker", "seeker-more", "seeker-forms", "onboarding"];
/** What every signed-in page loads (the shell), and the pages a day starts on. */
const DAILY: readonly string[] = ["shell", "account", "recruiter", "seeker"];

const AREAS = Object.keys(AREA_ENTRIES) as Area[];
/** Marks a reach through a lazily loaded module that is not an area's entry: `lazy:<its id>`. */
const LAZY = "lazy:";

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
   * other modules), "initial" when the app's entry does, and `lazy:<id>` for each other
   * lazily loaded module that does (a public page, a dialog's code), which `placed`
   * resolves.
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
    else if (info.dynamicImporters.length > 0) reach.add(`${LAZY}${id}`);
    for (const importer of this.importersUsing(info)) for (const from of this.of(importer)) reach.add(from);
    return reach;
  }

  /**
   * Where a module is reached from, a lazily loaded module (one that is not an area's entry)
   * standing for where it is loaded from: "public" when the entry or a public page loads
   * it, else the signed-in areas whose code does. A module reached only through lazily
   * loaded ones is left to Rolldown, which keeps it with them.
   */
  placed(id: string): Set<string> {
    const raw = this.of(id);
    const lazy = [...raw].filter((from) => from.startsWith(LAZY));
    if (lazy.length === raw.size) return new Set();
    const reach = new Set([...raw].filter((from) => !from.startsWith(LAZY)));
    for (const marker of lazy) for (const from of this.loadedFrom(marker.slice(LAZY.length))) reach.add(from);
    return reach;
  }

  /** Where a lazily loaded module is loaded from: "public", or the signed-in areas. */
  private loadedFrom(id: string, seen = new Set<string>()): Set<string> {
    const loaders = new Set<string>();
    if (seen.has(id)) return loaders;
    seen.add(id);
    for (const importer of this.getModuleInfo(id)?.dynamicImporters ?? []) {
      for (const from of this.of(importer)) {
        if (from.startsWith(LAZY)) for (const outer of this.loadedFrom(from.slice(LAZY.length), seen)) loaders.add(outer);
        else loaders.add(from);
      }
    }
    return loaders.has("initial") || loaders.has("public") || [...loaders].some((from) => !SIGNED_IN.includes(from)) ? new Set(["public"]) : loaders;
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

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const DATE_FNS = /[\\/]node_modules[\\/]date-fns[\\/]/;
/**
 * What only a modal dialog needs: Radix Dialog, its focus trap and scroll lock, our dialog
 * primitives and the parts only dialogs render.
 */
const MODAL =
  /[\\/](node_modules[\\/](@radix-ui[\\/]react-(dialog|alert-dialog|focus-scope|focus-guards)|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref|tslib)[\\/]|src[\\/]components[\\/](ui[\\/](dialog|alert-dialog|sheet)|LeakFindings)\.tsx$)/;

/**
 * The chunk module `id`, reached from `reached`, goes to; null leaves it to Rolldown.
 * "initial" here is the entry's `vendor` or `app`; what a public page shares with
 * signed-in pages (a few icons, a card) joins those too, as a chunk of its own would be
 * loaded by both and an extra request on each.
 */
export function chunkFor(reached: Set<string>, id: string): string | null {
  // The debug pages take whatever chunks hold what they share with others.
  const reach = new Set(reached);
  if (reach.size > 1) reach.delete("debug");
  const signedIn = [...reach].filter((from) => SIGNED_IN.includes(from));
  if (reach.has("initial") || (reach.has("public") && signedIn.length > 0)) return NODE_MODULES.test(id) ? "vendor" : "app";
  if (signedIn.length === 0) return null;
  if (DATE_FNS.test(id)) return "dates";
  if (MODAL.test(id)) return "modal";
  if ([...reach].every((from) => FORMS.includes(from))) {
    if (reach.size === 1) return signedIn[0];
    // The company's fields, shared by the recruiter's onboarding and forms, stay out of
    // what the job seeker's forms load.
    return signedIn.every((area) => RECRUITER_SIDE.includes(area)) ? "recruiter-forms" : "forms";
  }
  if (reach.has("public-ui") || reach.has("public-forms")) return "common";
  if (signedIn.length === 1) return signedIn[0];
  // Shared by one person's pages only: a recruiter's pages never load what only a job
  // seeker's share, and the reverse.
  if (signedIn.every((area) => RECRUITER_SIDE.includes(area))) return "recruiter-shared";
  if (signedIn.every((area) => SEEKER_SIDE.includes(area))) {
    return signedIn.some((area) => FORMS.includes(area)) ? "seeker-shared" : "seeker";
  }
  const withForm = signedIn.some((area) => FORMS.includes(area));
  // Shared by forms and the search's filters, not by the pages most visits open.
  if (withForm && !signedIn.some((area) => DAILY.includes(area))) return "fields";
  // Shared by browsing pages only, or also by the shell or a form: a form's page then
  // never loads what only the browsing pages share.
  return withForm || signedIn.includes("shell") ? "signed-in" : "browse";
}

type Context = { getModuleInfo: (id: string) => ModuleInfo | null };

export function codeSplittingGroups(): CodeSplittingGroup[] {
  let reach: Reach | undefined;
  const chunkOf = (id: string, context: Context) => {
    const placed = (reach ??= new Reach((other) => context.getModuleInfo(other))).placed(id);
    return chunkFor(placed, id);
  };
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
