import { describe, expect, it } from "vitest";

import { chunkFor, codeSplittingGroups } from "./chunks";

const SRC = "/app/web/src";
const LIB = "/app/web/node_modules";

describe("chunkFor", () => {
  const chunk = (reach: string[], id = `${SRC}/lib/some.ts`) => chunkFor(new Set(reach), id);

  it("keeps what only one person's pages share away from the other's", () => {
    expect(chunk(["recruiter", "search"])).toBe("recruiter-shared");
    expect(chunk(["recruiter", "recruiter-forms"])).toBe("recruiter-shared");
    expect(chunk(["seeker", "seeker-more"])).toBe("seeker");
    expect(chunk(["seeker", "seeker-forms"])).toBe("seeker-shared");
    expect(chunk(["recruiter", "seeker"])).toBe("browse");
  });

  it("gives what forms share with the search's filters a chunk the dashboards do not load", () => {
    expect(chunk(["search", "seeker-forms", "recruiter-forms"])).toBe("fields");
    expect(chunk(["search", "seeker-forms", "seeker"])).toBe("signed-in");
    expect(chunk(["recruiter", "seeker", "shell"])).toBe("signed-in");
    expect(chunk(["seeker-forms", "recruiter-forms"])).toBe("forms");
    expect(chunk(["seeker-forms", "onboarding"])).toBe("forms");
    expect(chunk(["onboarding", "recruiter-forms"])).toBe("recruiter-forms");
  });

  it("puts the modal dialogs' code apart, unless the entry needs it", () => {
    expect(chunk(["recruiter", "seeker"], `${LIB}/@radix-ui/react-dialog/dist/index.mjs`)).toBe("modal");
    expect(chunk(["seeker", "public-ui"], `${SRC}/components/ui/alert-dialog.tsx`)).toBe("modal");
    expect(chunk(["initial", "seeker"], `${LIB}/@radix-ui/react-dialog/dist/index.mjs`)).toBe("vendor");
    expect(chunk(["recruiter", "seeker"], `${LIB}/@radix-ui/react-tooltip/dist/index.mjs`)).toBe("browse");
  });

  it("leaves what no signed-in area reaches to Rolldown", () => {
    expect(chunk([])).toBeNull();
    expect(chunk(["public-ui"])).toBeNull();
  });
});

type Module = { imports?: string[]; lazy?: string[]; entry?: boolean };

/** Which chunk each module of a made-up app goes to, as the build would place it. */
function place(modules: Record<string, Module>): (name: string) => string | null {
  const id = (name: string) => `${SRC}/${name}`;
  const info = (full: string) => {
    const name = full.slice(SRC.length + 1);
    const module = modules[name];
    if (!module) return null;
    const importers = Object.keys(modules).filter((other) => modules[other].imports?.includes(name));
    const dynamicImporters = Object.keys(modules).filter((other) => modules[other].lazy?.includes(name));
    return {
      id: full,
      code: "",
      importers: importers.map(id),
      importedIds: (module.imports ?? []).map(id),
      isEntry: module.entry === true,
      dynamicImporters: dynamicImporters.map(id),
    };
  };
  const [entry, areas] = codeSplittingGroups();
  const context = { getModuleInfo: info };
  type Name = (id: string, context: { getModuleInfo: typeof info }) => string | null;
  return (name) => (entry.name as Name)(id(name), context) ?? (areas.name as Name)(id(name), context);
}

describe("a lazily loaded module that opens no area", () => {
  const chunkOf = place({
    "main.tsx": { entry: true, lazy: ["app/pages/RecruiterDashboardPage.tsx", "app/pages/JobSeekerDashboardPage.tsx", "features/site/pages/LandingPage.tsx"] },
    "app/pages/RecruiterDashboardPage.tsx": { imports: ["features/reveal/Slot.tsx"] },
    "app/pages/JobSeekerDashboardPage.tsx": { imports: ["features/reveal/Slot.tsx", "lib/thread.ts", "components/Card.tsx"] },
    "features/reveal/Slot.tsx": { lazy: ["features/reveal/Departed.tsx"] },
    "features/reveal/Departed.tsx": { imports: ["lib/thread.ts", "lib/departed-only.ts"] },
    "lib/thread.ts": {},
    "lib/departed-only.ts": {},
    "features/site/pages/LandingPage.tsx": { imports: ["components/Card.tsx"] },
    "components/Card.tsx": {},
  });

  it("stands for the signed-in areas that load it, so what it shares with them stays out of the entry", () => {
    expect(chunkOf("features/reveal/Slot.tsx")).toBe("browse");
    // Reached from the job seeker's dashboard and, through the lazy module, both dashboards.
    expect(chunkOf("lib/thread.ts")).toBe("browse");
  });

  it("keeps what only it reaches with it", () => {
    expect(chunkOf("features/reveal/Departed.tsx")).toBeNull();
    expect(chunkOf("lib/departed-only.ts")).toBeNull();
  });

  it("loaded by a public page, puts what it shares with signed-in pages in the entry", () => {
    expect(chunkOf("components/Card.tsx")).toBe("app");
  });
});
