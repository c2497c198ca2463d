import { PageContainer } from "@/components/PageContainer";

export default function ProfileSuccessPage() {
  return <PageContainer title="Your anonymous profile is live!" />;
}
