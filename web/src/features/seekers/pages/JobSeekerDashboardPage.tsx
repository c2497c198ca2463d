import { PageContainer } from "@/components/PageContainer";

export default function JobSeekerDashboardPage() {
  return <PageContainer title="Seeker Dashboard" />;
}
