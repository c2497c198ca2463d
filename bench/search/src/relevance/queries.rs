//! The labelled queries: what a recruiter types, the class it belongs to, and what they
//! mean (skills by canonical id, roles, filters). Judgements follow from the meaning and
//! each profile's truth, never from its text: a profile that lists every skill asked for
//! and holds the role asked for is grade 2; one that only mentions a skill in its pitch
//! is grade 1; anything else, or outside the filters, is 0.

use super::truth::Truth;

/// Engineering roles: what "developer", "engineer" and "programmer" mean.
const ENGINEERS: &[&str] =
    &["backend", "frontend", "fullstack", "software", "data-engineering", "devops", "sre", "mobile", "embedded"];

pub struct Labelled {
    pub class: &'static str,
    pub text: &'static str,
    /// Every skill must be the profile's (canonical ids).
    pub skills: &'static [&'static str],
    /// When not empty, the profile's role must be one of these.
    pub roles: &'static [&'static str],
    pub city: Option<(&'static str, &'static str, &'static str)>,
    pub job_type: Option<&'static str>,
}

const fn q(class: &'static str, text: &'static str, skills: &'static [&'static str]) -> Labelled {
    Labelled { class, text, skills, roles: &[], city: None, job_type: None }
}

const fn role(
    class: &'static str,
    text: &'static str,
    skills: &'static [&'static str],
    roles: &'static [&'static str],
) -> Labelled {
    Labelled { class, text, skills, roles, city: None, job_type: None }
}

const fn at(
    text: &'static str,
    skills: &'static [&'static str],
    city: (&'static str, &'static str, &'static str),
) -> Labelled {
    Labelled { class: "location", text, skills, roles: &[], city: Some(city), job_type: None }
}

const fn typed(text: &'static str, skills: &'static [&'static str], job_type: &'static str) -> Labelled {
    Labelled { class: "job type", text, skills, roles: &[], city: None, job_type: Some(job_type) }
}

const LONDON: (&str, &str, &str) = ("London", "England", "United Kingdom");
const BERLIN: (&str, &str, &str) = ("Berlin", "Berlin", "Germany");
const SYDNEY: (&str, &str, &str) = ("Sydney", "New South Wales", "Australia");
const AUSTIN: (&str, &str, &str) = ("Austin", "Texas", "United States");
const BANGALORE: (&str, &str, &str) = ("Bangalore", "Karnataka", "India");
const TORONTO: (&str, &str, &str) = ("Toronto", "Ontario", "Canada");

pub const QUERIES: &[Labelled] = &[
    q("abbreviation", "k8s", &["kubernetes"]),
    q("abbreviation", "ML", &["machine-learning"]),
    q("abbreviation", "AWS", &["aws"]),
    q("abbreviation", "JS", &["javascript"]),
    q("abbreviation", "TS", &["typescript"]),
    q("abbreviation", "GCP", &["google-cloud"]),
    q("abbreviation", "NLP", &["natural-language-processing"]),
    q("abbreviation", "CI/CD", &["ci-cd"]),
    q("abbreviation", "RoR", &["ruby-on-rails"]),
    q("abbreviation", "k8s terraform", &["kubernetes", "terraform"]),
    q("abbreviation", "SEO", &["seo"]),
    q("abbreviation", "BLS", &["basic-life-support"]),
    q("synonym", "golang", &["go"]),
    q("synonym", "Go", &["go"]),
    q("synonym", "postgres", &["postgresql"]),
    q("synonym", "reactjs", &["react"]),
    q("synonym", "node", &["nodejs"]),
    q("synonym", "amazon web services", &["aws"]),
    q("synonym", "vue", &["vuejs"]),
    q("synonym", "sklearn", &["scikit-learn"]),
    q("synonym", "ecmascript", &["javascript"]),
    q("synonym", "EHR", &["electronic-health-records"]),
    q("synonym", "financial modelling", &["financial-modeling"]),
    q("synonym", "spring", &["spring-boot"]),
    role("title", "javascript developer", &["javascript"], ENGINEERS),
    role("title", "python programmer", &["python"], ENGINEERS),
    role("title", "site reliability engineer", &[], &["sre"]),
    role("title", "SRE", &[], &["sre"]),
    role("title", "product manager", &[], &["product"]),
    role("title", "PM", &[], &["product"]),
    role("title", "go engineer", &["go"], ENGINEERS),
    role("title", "kubernetes developer", &["kubernetes"], ENGINEERS),
    role("title", "react programmer", &["react"], ENGINEERS),
    role("title", "registered nurse", &[], &["nursing"]),
    q("multi-word", "machine learning", &["machine-learning"]),
    q("multi-word", "front end", &["frontend-development"]),
    q("multi-word", "deep learning", &["deep-learning"]),
    q("multi-word", "computer vision", &["computer-vision"]),
    q("multi-word", "natural language processing", &["natural-language-processing"]),
    q("multi-word", "react native", &["react-native"]),
    q("multi-word", "ruby on rails", &["ruby-on-rails"]),
    q("multi-word", "google cloud platform", &["google-cloud"]),
    q("typo", "kubernets", &["kubernetes"]),
    q("typo", "pyhton", &["python"]),
    q("typo", "javasript", &["javascript"]),
    q("typo", "terrafrom", &["terraform"]),
    q("typo", "tensorflw", &["tensorflow"]),
    q("typo", "postgresq", &["postgresql"]),
    q("typo", "salesforse", &["salesforce"]),
    q("typo", "promethues", &["prometheus"]),
    q("punctuated", "C++", &["cpp"]),
    q("punctuated", "C#", &["csharp"]),
    q("punctuated", ".NET", &["dotnet"]),
    q("punctuated", "Node.js", &["nodejs"]),
    q("punctuated", "C", &["c"]),
    q("punctuated", "F#", &["fsharp"]),
    q("punctuated", "ASP.NET", &["aspnet"]),
    q("punctuated", "Vue.js", &["vuejs"]),
    at("python", &["python"], LONDON),
    at("react", &["react"], BERLIN),
    at("k8s", &["kubernetes"], SYDNEY),
    at("golang", &["go"], AUSTIN),
    at("figma", &["figma"], BANGALORE),
    at("machine learning", &["machine-learning"], TORONTO),
    typed("go", &["go"], "remote"),
    typed("java", &["java"], "onsite"),
    typed("AWS", &["aws"], "hybrid"),
    typed("salesforce", &["salesforce"], "remote"),
    typed("C++", &["cpp"], "onsite"),
    typed("postgres", &["postgresql"], "remote"),
];

/// Whether the profile has the skill: listed (2) or in its pitch (1). Every frontend role
/// is "front end" work, whether or not it lists the skill.
fn has_skill(truth: &Truth, skill: &str) -> Option<u8> {
    if truth.skills.iter().any(|s| s == skill) || (skill == "frontend-development" && truth.role == "frontend") {
        Some(2)
    } else if truth.pitch_skill == skill {
        Some(1)
    } else {
        None
    }
}

impl Labelled {
    /// The graded judgement of a profile.
    pub fn grade(&self, truth: &Truth) -> u8 {
        if self.city.is_some_and(|(city, _, _)| city != truth.city)
            || self.job_type.is_some_and(|j| j != truth.job_type)
            || (!self.roles.is_empty() && !self.roles.contains(&truth.role))
        {
            return 0;
        }
        self.skills.iter().map(|s| has_skill(truth, s)).try_fold(2, |grade, g| g.map(|g| grade.min(g))).unwrap_or(0)
    }
}
