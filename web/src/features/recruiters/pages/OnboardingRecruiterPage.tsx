import { PageContainer } from "@/components/PageContainer";

export default function OnboardingRecruiterPage() {
  return <PageContainer title="Set up your recruiter profile" />;
}
