import { PageContainer } from "@/components/PageContainer";

export default function RecruiterDashboardPage() {
  return <PageContainer title="Recruiter Dashboard" />;
}
