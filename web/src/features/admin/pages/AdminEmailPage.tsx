import { PageContainer } from "@/components/PageContainer";

export default function AdminEmailPage() {
  return <PageContainer title="Email Center" />;
}
