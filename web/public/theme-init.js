// Runs before the app loads so a dark-theme visitor never sees a light flash.
// Keep in step with src/lib/theme.ts (key "theme", values "light" | "dark", default light).
(function () {
  try {
    if (window.localStorage.getItem("theme") === "dark") {
      document.documentElement.classList.add("dark");
    }
  } catch {
    // Storage unavailable: stay on the default light theme.
  }
})();
