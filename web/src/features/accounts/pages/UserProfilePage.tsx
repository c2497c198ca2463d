import { PageContainer } from "@/components/PageContainer";

export default function UserProfilePage() {
  return <PageContainer title="Your Account" />;
}
