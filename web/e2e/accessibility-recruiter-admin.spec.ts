/**
 * The accessibility scan as a recruiter, the admin and a person with no role yet
 * (support/accessibility-scan.ts).
 */
import { scanEveryRouteAndDialog } from "./support/accessibility-scan";

scanEveryRouteAndDialog(["recruiter", "admin", "newcomer"]);
