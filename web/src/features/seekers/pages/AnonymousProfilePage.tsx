import { PageContainer } from "@/components/PageContainer";

export default function AnonymousProfilePage() {
  return <PageContainer title="Anonymous Profile" />;
}
