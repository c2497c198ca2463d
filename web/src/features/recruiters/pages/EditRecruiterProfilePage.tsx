import { PageContainer } from "@/components/PageContainer";

export default function EditRecruiterProfilePage() {
  return <PageContainer title="Edit Company Profile" />;
}
