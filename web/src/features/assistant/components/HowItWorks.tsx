import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const STEPS = [
  { title: "Generate", text: "Enter a job title, keywords or your strengths and let the assistant write a first draft." },
  { title: "Customize", text: "Edit the suggestion until it sounds like you. Keep out anything that could identify you." },
  { title: "Save", text: "Save it to your anonymous profile in one click. You can change it again at any time." },
] as const;

/** The side panel of /ai-assistant: three steps, Generate, Customize, Save. */
export function HowItWorks() {
  return (
    <Card aria-labelledby="how-it-works-title">
      <CardHeader>
        <CardTitle id="how-it-works-title" role="heading" aria-level={2} className="text-lg">
          How It Works
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
              >
                {index + 1}
              </span>
              <div className="space-y-1">
                <h3 className="font-medium">{step.title}</h3>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
