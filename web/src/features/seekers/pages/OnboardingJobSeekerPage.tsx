import { PageContainer } from "@/components/PageContainer";

export default function OnboardingJobSeekerPage() {
  return <PageContainer title="Create your anonymous profile" />;
}
