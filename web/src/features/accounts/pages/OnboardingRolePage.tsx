import { PageContainer } from "@/components/PageContainer";

export default function OnboardingRolePage() {
  return <PageContainer title="Choose your role" />;
}
