/** The accessibility scan signed out and as a job seeker (support/accessibility-scan.ts). */
import { scanEveryRouteAndDialog } from "./support/accessibility-scan";

scanEveryRouteAndDialog(["visitor", "seeker"]);
