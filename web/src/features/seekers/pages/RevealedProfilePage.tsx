import { PageContainer } from "@/components/PageContainer";

export default function RevealedProfilePage() {
  return <PageContainer title="Revealed Profile" />;
}
