//! Generated job seeker profiles with realistic frequencies, from a fixed seed: skills and
//! titles by a Zipf-like popularity, locations weighted like a tech workforce, and free
//! text with a long tail of rare words (names, products, hobbies) so the term
//! dictionaries are as large as real ones.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Most popular first; sampled with a Zipf-like law, so the tail (Elixir, Fortran, ...)
/// is rare.
const SKILLS: &[&str] = &[
    "JavaScript",
    "Python",
    "SQL",
    "Java",
    "TypeScript",
    "React",
    "Node.js",
    "AWS",
    "Git",
    "Docker",
    "HTML",
    "CSS",
    "C#",
    "Kubernetes",
    "Linux",
    "PostgreSQL",
    "Agile",
    "Excel",
    "Go",
    "C++",
    "Azure",
    "REST",
    "Machine Learning",
    "Communication",
    "Leadership",
    "Terraform",
    "GraphQL",
    "Angular",
    "Spring Boot",
    "Django",
    "Project Management",
    "Data Analysis",
    "Vue.js",
    "MongoDB",
    "MySQL",
    "Redis",
    "Kafka",
    "GCP",
    "CI/CD",
    "Scrum",
    "Jira",
    "Figma",
    "Tableau",
    "Power BI",
    "Pandas",
    "TensorFlow",
    "PyTorch",
    "Spark",
    ".NET",
    "PHP",
    "Ruby on Rails",
    "Swift",
    "Kotlin",
    "Android",
    "iOS",
    "Flask",
    "FastAPI",
    "Next.js",
    "Redux",
    "Jenkins",
    "GitHub Actions",
    "Ansible",
    "Elasticsearch",
    "Microservices",
    "System Design",
    "Statistics",
    "NumPy",
    "Snowflake",
    "Airflow",
    "dbt",
    "BigQuery",
    "Databricks",
    "Scala",
    "Rust",
    "Bash",
    "PowerShell",
    "Prometheus",
    "Grafana",
    "Datadog",
    "Helm",
    "Nginx",
    "Serverless",
    "DynamoDB",
    "Product Management",
    "UX Research",
    "Mentoring",
    "Stakeholder Management",
    "Salesforce",
    "SAP",
    "SEO",
    "Content Marketing",
    "Copywriting",
    "Negotiation",
    "Customer Success",
    "Recruiting",
    "Financial Modelling",
    "Accounting",
    "Security",
    "Penetration Testing",
    "SIEM",
    "Networking",
    "Cisco",
    "Embedded C",
    "FPGA",
    "Verilog",
    "Unity",
    "Unreal Engine",
    "Blender",
    "Photoshop",
    "Illustrator",
    "Flutter",
    "Dart",
    "React Native",
    "Svelte",
    "Tailwind CSS",
    "Webpack",
    "Jest",
    "Cypress",
    "Playwright",
    "Selenium",
    "NLP",
    "Computer Vision",
    "LLM",
    "LangChain",
    "Prompt Engineering",
    "R",
    "MATLAB",
    "SAS",
    "Looker",
    "Redshift",
    "Hadoop",
    "Istio",
    "Lambda",
    "Objective-C",
    "Perl",
    "Lua",
    "Groovy",
    "Clojure",
    "Haskell",
    "Erlang",
    "Elixir",
    "F#",
    "OCaml",
    "Solidity",
    "Blockchain",
    "Quantum Computing",
    "Fortran",
    "COBOL",
    "Delphi",
    "Zig",
    "Nim",
    "Crystal",
];

/// Role titles, most common first.
const TITLES: &[&str] = &[
    "Software Engineer",
    "Full Stack Developer",
    "Backend Engineer",
    "Frontend Developer",
    "Data Scientist",
    "Data Engineer",
    "DevOps Engineer",
    "Product Manager",
    "Data Analyst",
    "Engineering Manager",
    "Mobile Developer",
    "Machine Learning Engineer",
    "QA Engineer",
    "Site Reliability Engineer",
    "Cloud Architect",
    "Solutions Architect",
    "UX Designer",
    "Product Designer",
    "Security Engineer",
    "Business Analyst",
    "Technical Lead",
    "Project Manager",
    "Scrum Master",
    "Database Administrator",
    "Systems Administrator",
    "Network Engineer",
    "Embedded Software Engineer",
    "Game Developer",
    "iOS Developer",
    "Android Developer",
    "Marketing Manager",
    "Sales Engineer",
    "Technical Writer",
    "Recruiter",
    "Customer Success Manager",
    "Financial Analyst",
    "Accountant",
    "Operations Manager",
    "Research Scientist",
    "AI Engineer",
    "Platform Engineer",
    "Infrastructure Engineer",
    "Support Engineer",
    "Blockchain Developer",
    "Quantitative Analyst",
    "Hardware Engineer",
    "Graphic Designer",
    "Copywriter",
    "Content Strategist",
    "HR Business Partner",
];

const SENIORITY: &[(&str, u32)] =
    &[("", 34), ("Senior", 30), ("Junior", 8), ("Lead", 10), ("Staff", 6), ("Principal", 4), ("Mid-level", 8)];

const INDUSTRIES: &[&str] = &[
    "fintech",
    "healthcare",
    "e-commerce",
    "logistics",
    "media",
    "gaming",
    "education",
    "energy",
    "insurance",
    "travel",
    "telecom",
    "government",
    "retail",
    "automotive",
    "biotech",
    "agritech",
];

const THINGS: &[&str] = &[
    "payment platforms",
    "data pipelines",
    "internal tools",
    "mobile apps",
    "design systems",
    "recommendation engines",
    "APIs",
    "dashboards",
    "search features",
    "billing systems",
    "cloud infrastructure",
    "analytics platforms",
    "customer portals",
    "developer tooling",
    "real-time systems",
    "reporting suites",
    "checkout flows",
    "onboarding journeys",
];

const VALUES: &[&str] = &[
    "clean code",
    "mentoring",
    "accessibility",
    "reliability",
    "clear documentation",
    "testing",
    "user research",
    "performance",
    "privacy",
    "shipping often",
    "small teams",
    "ownership",
];

const GOALS: &[&str] = &[
    "grow into leadership",
    "work on hard problems",
    "ship products people love",
    "learn from strong peers",
    "own a product end to end",
    "scale a platform",
    "build a team from scratch",
    "work closer to customers",
];

const VERBS: &[&str] = &["built", "led", "rebuilt", "scaled", "designed", "launched", "maintained", "migrated"];

const ORGS: &[&str] = &["startup", "scale-up", "consultancy", "bank", "agency", "enterprise", "non-profit"];

/// (city, state, country, weight): a rough tech-workforce mix.
pub const PLACES: &[(&str, &str, &str, u32)] = &[
    ("San Francisco", "California", "United States", 40),
    ("New York", "New York", "United States", 45),
    ("Seattle", "Washington", "United States", 25),
    ("Austin", "Texas", "United States", 18),
    ("Boston", "Massachusetts", "United States", 16),
    ("Chicago", "Illinois", "United States", 15),
    ("Los Angeles", "California", "United States", 18),
    ("Denver", "Colorado", "United States", 10),
    ("Atlanta", "Georgia", "United States", 10),
    ("San Jose", "California", "United States", 12),
    ("Dallas", "Texas", "United States", 10),
    ("Miami", "Florida", "United States", 6),
    ("Raleigh", "North Carolina", "United States", 6),
    ("Bangalore", "Karnataka", "India", 40),
    ("Hyderabad", "Telangana", "India", 22),
    ("Pune", "Maharashtra", "India", 16),
    ("Mumbai", "Maharashtra", "India", 14),
    ("Chennai", "Tamil Nadu", "India", 12),
    ("Gurgaon", "Haryana", "India", 10),
    ("London", "England", "United Kingdom", 35),
    ("Manchester", "England", "United Kingdom", 8),
    ("Edinburgh", "Scotland", "United Kingdom", 5),
    ("Bristol", "England", "United Kingdom", 4),
    ("Berlin", "Berlin", "Germany", 16),
    ("Munich", "Bavaria", "Germany", 10),
    ("Hamburg", "Hamburg", "Germany", 6),
    ("Toronto", "Ontario", "Canada", 18),
    ("Vancouver", "British Columbia", "Canada", 10),
    ("Montréal", "Quebec", "Canada", 8),
    ("Sydney", "New South Wales", "Australia", 12),
    ("Melbourne", "Victoria", "Australia", 10),
    ("Brisbane", "Queensland", "Australia", 4),
    ("Paris", "Île-de-France", "France", 14),
    ("Lyon", "Auvergne-Rhône-Alpes", "France", 4),
    ("Amsterdam", "North Holland", "Netherlands", 10),
    ("São Paulo", "São Paulo", "Brazil", 14),
    ("Rio de Janeiro", "Rio de Janeiro", "Brazil", 5),
    ("Warsaw", "Masovia", "Poland", 8),
    ("Kraków", "Lesser Poland", "Poland", 6),
    ("Madrid", "Community of Madrid", "Spain", 7),
    ("Barcelona", "Catalonia", "Spain", 7),
    ("Singapore", "", "Singapore", 8),
    ("Tel Aviv", "Tel Aviv District", "Israel", 7),
    ("Dublin", "Leinster", "Ireland", 7),
    ("Stockholm", "Stockholm County", "Sweden", 5),
    ("Lagos", "Lagos", "Nigeria", 6),
    ("Nairobi", "Nairobi County", "Kenya", 4),
    ("Tokyo", "Tokyo", "Japan", 6),
    ("Mexico City", "Mexico City", "Mexico", 6),
    ("Buenos Aires", "Buenos Aires", "Argentina", 5),
    ("Kyiv", "Kyiv City", "Ukraine", 5),
    ("Manila", "Metro Manila", "Philippines", 5),
    ("Cairo", "Cairo", "Egypt", 3),
    ("Cape Town", "Western Cape", "South Africa", 3),
    ("Lahore", "Punjab", "Pakistan", 4),
];

/// One generated profile, in the columns of the `profiles` table.
pub struct Profile {
    pub id: String,
    pub codename: String,
    pub headline: String,
    pub location: String,
    pub city: String,
    pub state: String,
    pub country: String,
    pub job_type: &'static str,
    pub min_salary: i64,
    pub max_salary: i64,
    /// JSON list, as stored.
    pub skills: String,
    pub status: &'static str,
    pub pitch: String,
    pub summary: String,
    pub created_at: i64,
}

/// Samples ranks 0..n with probability proportional to 1 / (rank + 1)^exponent.
struct Zipf {
    cumulative: Vec<f64>,
}

impl Zipf {
    fn new(n: usize, exponent: f64) -> Self {
        let mut total = 0.0;
        let cumulative = (0..n)
            .map(|rank| {
                total += 1.0 / ((rank + 1) as f64).powf(exponent);
                total
            })
            .collect();
        Self { cumulative }
    }

    fn sample(&self, rng: &mut ChaCha8Rng) -> usize {
        let x = rng.r#gen::<f64>() * self.cumulative.last().copied().unwrap_or(0.0);
        self.cumulative.partition_point(|&c| c < x).min(self.cumulative.len() - 1)
    }
}

struct Weighted {
    cumulative: Vec<u32>,
}

impl Weighted {
    fn new(weights: impl Iterator<Item = u32>) -> Self {
        let mut total = 0;
        Self {
            cumulative: weights
                .map(|w| {
                    total += w;
                    total
                })
                .collect(),
        }
    }

    fn sample(&self, rng: &mut ChaCha8Rng) -> usize {
        let x = rng.gen_range(0..*self.cumulative.last().unwrap());
        self.cumulative.partition_point(|&c| c <= x)
    }
}

/// Made-up words for the long tail: names of products, places, hobbies, employers.
fn tail_words(rng: &mut ChaCha8Rng, count: usize) -> Vec<String> {
    const ONSETS: &[&str] =
        &["b", "br", "c", "d", "f", "g", "k", "l", "m", "n", "p", "qu", "r", "s", "st", "t", "tr", "v", "z"];
    const VOWELS: &[&str] = &["a", "e", "i", "o", "u", "ai", "ou", "ea"];
    const CODAS: &[&str] = &["", "n", "r", "s", "l", "x", "th", "nd", "ck"];
    (0..count)
        .map(|_| {
            let syllables = rng.gen_range(2..=4);
            let mut word = String::new();
            for _ in 0..syllables {
                word.push_str(ONSETS[rng.gen_range(0..ONSETS.len())]);
                word.push_str(VOWELS[rng.gen_range(0..VOWELS.len())]);
            }
            word.push_str(CODAS[rng.gen_range(0..CODAS.len())]);
            word
        })
        .collect()
}

pub struct Generator {
    rng: ChaCha8Rng,
    skills: Zipf,
    titles: Zipf,
    tail: Vec<String>,
    tail_zipf: Zipf,
    places: Weighted,
    seniority: Weighted,
    produced: usize,
    /// The newest possible creation time; profiles spread over three years before it.
    newest: i64,
}

const THREE_YEARS_MS: i64 = 3 * 365 * 24 * 3600 * 1000;

impl Generator {
    pub fn new(seed: u64) -> Self {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let tail = tail_words(&mut rng, 40_000);
        Self {
            skills: Zipf::new(SKILLS.len(), 1.05),
            titles: Zipf::new(TITLES.len(), 0.9),
            tail_zipf: Zipf::new(tail.len(), 1.0),
            tail,
            places: Weighted::new(PLACES.iter().map(|p| p.3)),
            seniority: Weighted::new(SENIORITY.iter().map(|s| s.1)),
            rng,
            produced: 0,
            newest: 1_800_000_000_000,
        }
    }

    fn pick<'a>(&mut self, list: &'a [&'a str]) -> &'a str {
        list[self.rng.gen_range(0..list.len())]
    }

    fn skill(&mut self) -> &'static str {
        SKILLS[self.skills.sample(&mut self.rng)]
    }

    fn tail_word(&mut self) -> String {
        let word = &self.tail[self.tail_zipf.sample(&mut self.rng)];
        let mut chars = word.chars();
        match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => String::new(),
        }
    }

    pub fn next_profile(&mut self) -> Profile {
        let n = self.produced;
        self.produced += 1;
        let rng_id: u128 = self.rng.r#gen();
        let title = TITLES[self.titles.sample(&mut self.rng)];
        let seniority = SENIORITY[self.seniority.sample(&mut self.rng)].0;
        let role = if seniority.is_empty() { title.to_owned() } else { format!("{seniority} {title}") };

        let mut skills: Vec<&str> = Vec::new();
        let wanted = self.rng.gen_range(3..=12);
        while skills.len() < wanted {
            let s = self.skill();
            if !skills.contains(&s) {
                skills.push(s);
            }
        }
        let headline = match self.rng.gen_range(0..10) {
            0..=4 => role.clone(),
            5..=7 => format!("{role} | {} & {}", skills[0], skills[1]),
            8 => format!("{title} specialising in {}", skills[0]),
            _ => format!("{role} in {}", self.pick(INDUSTRIES)),
        };

        let (city, state, country) = match self.rng.gen_range(0..100) {
            0..=4 => ("", "", ""),
            5..=12 => {
                let p = PLACES[self.places.sample(&mut self.rng)];
                ("", "", p.2)
            }
            _ => {
                let p = PLACES[self.places.sample(&mut self.rng)];
                (p.0, p.1, p.2)
            }
        };
        let location = [city, state, country].iter().filter(|s| !s.is_empty()).copied().collect::<Vec<_>>().join(", ");
        let job_type = match self.rng.gen_range(0..100) {
            0..=44 => "remote",
            45..=79 => "hybrid",
            _ => "onsite",
        };
        let status = match self.rng.gen_range(0..100) {
            0..=59 => "active",
            60..=96 => "passive",
            _ => "hidden",
        };
        let min_salary = self.rng.gen_range(40..=200) * 1000;
        let max_salary = min_salary + self.rng.gen_range(0..=60) * 1000;

        let years = self.rng.gen_range(1..=20);
        let (s1, s2) = (skills[self.rng.gen_range(0..skills.len())], skills[self.rng.gen_range(0..skills.len())]);
        let mut pitch = format!(
            "I have {years} years of experience building {} with {s1} and {s2}. Most recently I {} {} for a {} {}. \
             I care about {} and {}.",
            self.pick(THINGS),
            self.pick(VERBS),
            self.pick(THINGS),
            self.pick(INDUSTRIES),
            self.pick(ORGS),
            self.pick(VALUES),
            self.pick(VALUES),
        );
        if self.rng.gen_bool(0.7) {
            pitch.push_str(&format!(" Looking for a {job_type} role where I can {}.", self.pick(GOALS)));
        }
        let hobbies = self.rng.gen_range(1..=4);
        let words: Vec<String> = (0..hobbies).map(|_| self.tail_word()).collect();
        pitch.push_str(&format!(" Previously at {}; outside work: {}.", self.tail_word(), words.join(", ")));

        let summary = if self.rng.gen_bool(0.6) {
            let (t1, t2, t3) = (self.tail_word(), self.tail_word(), self.tail_word());
            format!(
                "{role} with a background in {} at {t1} and {t2}. Shipped {} used by {} people; certified in {}. {t3}.",
                self.pick(INDUSTRIES),
                self.pick(THINGS),
                self.rng.gen_range(1..=900) * 1000,
                self.skill(),
            )
        } else {
            String::new()
        };

        let age = self.rng.gen_range(0..THREE_YEARS_MS);
        Profile {
            id: format!("{rng_id:032x}"),
            codename: format!(
                "{}-{}-{n}",
                self.pick(&["quiet", "swift", "brave", "calm", "lucky", "bold"]),
                self.pick(&["fox", "owl", "lynx", "heron", "otter", "wren"])
            ),
            headline,
            location,
            city: city.into(),
            state: state.into(),
            country: country.into(),
            job_type,
            min_salary,
            max_salary,
            skills: serde_json::to_string(&skills).expect("skills as JSON"),
            status,
            pitch,
            summary,
            created_at: self.newest - age,
        }
    }
}

/// Employers job seekers hide from: made-up companies, the most popular
/// listed by the most people, drawn from a generator of their own so the profiles stay
/// the same for a seed.
pub struct Employers {
    rng: ChaCha8Rng,
    names: Vec<(String, String)>,
    popularity: Zipf,
}

/// One employer-shield entry: the name as typed and its domain.
pub type ShieldEntry = (String, String);

impl Employers {
    pub fn new(seed: u64) -> Self {
        const FORMS: &[&str] = &["Inc.", "Ltd", "Oy", "GmbH", "AB", "", "", ""];
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_5eed);
        let mut words = tail_words(&mut rng, 400);
        words.sort();
        words.dedup();
        let names = words
            .into_iter()
            .map(|w| {
                let form = FORMS[rng.gen_range(0..FORMS.len())];
                let mut chars = w.chars();
                let title: String = chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default();
                (format!("{title} {form}").trim().to_owned(), format!("{w}.example"))
            })
            .collect::<Vec<_>>();
        Self { popularity: Zipf::new(names.len(), 1.0), names, rng }
    }

    /// The most listed employer: name and domain.
    pub fn most_listed(&self) -> &(String, String) {
        &self.names[0]
    }

    /// What one job seeker lists: 60% name their current employer, some of them one or
    /// two more; the rest list nobody.
    pub fn entries(&mut self) -> Vec<ShieldEntry> {
        let count = match self.rng.gen_range(0..100) {
            0..=39 => 0,
            40..=89 => 1,
            _ => self.rng.gen_range(2..=3),
        };
        let mut entries: Vec<ShieldEntry> = Vec::new();
        while entries.len() < count {
            let (name, domain) = self.names[self.popularity.sample(&mut self.rng)].clone();
            // Half give the company's domain too.
            let domain = if self.rng.gen_bool(0.5) { domain } else { String::new() };
            if !entries.iter().any(|(n, _)| *n == name) {
                entries.push((name, domain));
            }
        }
        entries
    }
}
