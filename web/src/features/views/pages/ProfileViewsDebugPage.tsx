import { PageContainer } from "@/components/PageContainer";

export default function ProfileViewsDebugPage() {
  return <PageContainer title="Profile Views Debug" />;
}
