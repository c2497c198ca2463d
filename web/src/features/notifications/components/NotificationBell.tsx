/**
 * Where the navigation bar's notification bell goes (spec core.md section 2). It renders
 * nothing until the notifications feature is built.
 */
export default function NotificationBell() {
  return null;
}
