import { toast } from "@/components/ui/use-toast";

import { addToEmployerShield } from "../../api/employer-shield";

/**
 * Saves the wizard's "My current employer", if given, to the shield list. Returns false
 * (after saying so) when that failed, so the profile is not created visible to them.
 */
export async function hideFromCurrentEmployer(values: {
  currentEmployer: string;
  currentEmployerDomain: string;
}): Promise<boolean> {
  const companyName = values.currentEmployer.trim();
  if (!companyName) return true;
  try {
    await addToEmployerShield({ companyName, domain: values.currentEmployerDomain.trim() || null });
    return true;
  } catch {
    toast({
      variant: "destructive",
      title: "Profile Creation Failed",
      description: "Could not hide your profile from your current employer. Please try again.",
    });
    return false;
  }
}
