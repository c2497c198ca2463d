//! Saves benchmark: profile saves per second through the real `veil` binary
//! over HTTP, in one run.
//!
//! - SQLite: one writer and `--writers` concurrent writers, on the binary under test and
//!   on today's binary (`--baseline-bin`, built from an earlier commit by
//!   `bench/saves/run.sh`), each on its own data dir, measured alternately (ABBA);
//! - PostgreSQL: the same writers against one instance, then spread over two instances on
//!   the same database, each instance in a CPU group capped at a budget when
//!   `--instance-cgroups` names them (`cpu`), so that on one machine the second instance
//!   brings CPU of its own as a second machine would;
//! - how soon a save is searchable on every instance: a probe saves a new word on the
//!   first instance and polls search on each until all find it (idle, and under the
//!   writers' load).
//!
//! Every figure that is compared with another is a ratio from this run.

mod cpu;
#[allow(dead_code)]
#[path = "../data.rs"]
mod data;
mod load;
mod seed;
mod server;

use std::{
    path::{Path, PathBuf},
    time::Duration,
};

use clap::Parser;

use crate::{
    cpu::CpuGroup,
    load::{Caller, Throughput, percentile, saves_per_second, searchable_within},
    seed::People,
    server::{Deployment, Server},
};

#[derive(Parser, Debug)]
#[command(about = "Profile saves per second through the real veil binary, and how soon a save is searchable")]
struct Args {
    /// The binary under test.
    #[arg(long, default_value = "target/release/veil")]
    bin: PathBuf,
    /// Today's binary, for the SQLite comparison (none: skipped).
    #[arg(long)]
    baseline_bin: Option<PathBuf>,
    /// A PostgreSQL server to create a database on (empty: the PostgreSQL part is skipped).
    #[arg(long, env = "VEIL_TEST_POSTGRES_URL", default_value = "postgres://postgres@127.0.0.1:5432/test")]
    postgres_url: String,
    /// Seconds per throughput measurement (each is taken in two halves, alternating).
    #[arg(long, default_value_t = 10.0)]
    seconds: f64,
    /// Concurrent writers.
    #[arg(long, default_value_t = 8)]
    writers: usize,
    /// Generated profiles already in the database (and the index).
    #[arg(long, default_value_t = 10_000)]
    profiles: usize,
    /// Saves timed until searchable, per condition.
    #[arg(long, default_value_t = 40)]
    probes: usize,
    #[arg(long, default_value_t = 42)]
    seed: u64,
    /// Which parts to run.
    #[arg(long, value_delimiter = ',', default_value = "sqlite,postgres")]
    parts: Vec<String>,
    /// CPU groups (cgroup v1 directories, made by `bench/saves/run.sh`) for the first and
    /// the second PostgreSQL instance; none: the instances share the machine.
    #[arg(long, value_delimiter = ',')]
    instance_cgroups: Vec<PathBuf>,
}

impl Args {
    /// The CPU group of the `n`th instance (0 or 1) of a PostgreSQL deployment.
    fn group(&self, n: usize) -> Option<CpuGroup> {
        self.instance_cgroups.get(n).map(|dir| CpuGroup::at(dir.as_path()))
    }
}

/// One deployment's people, signed in: `--writers` savers, then a probe saver; a recruiter.
impl People {
    /// The first `count` savers, spread over `servers` in turn.
    fn writers(&self, servers: &[&Server], public_url: &str, count: usize) -> Vec<Caller> {
        (0..count).map(|i| Caller::new(&servers[i % servers.len()].base, public_url, &self.seekers[i])).collect()
    }

    fn prober(&self, server: &Server, public_url: &str) -> Caller {
        Caller::new(&server.base, public_url, self.seekers.last().expect("a probe saver"))
    }

    fn searchers(&self, servers: &[&Server], public_url: &str) -> Vec<Caller> {
        servers.iter().map(|s| Caller::new(&s.base, public_url, &self.recruiter)).collect()
    }
}

/// Starts the first instance on `data_dir` (it makes the schema), stops it, seeds the
/// database, and starts it again on the same port without its index, which it rebuilds
/// from the database. (Following the feed instead, today's binary never finished on
/// SQLite: 20,000 pending entries filled its read window, which it then read again and
/// again.)
async fn prepare(
    deployment: &Deployment,
    data_dir: &Path,
    database: &str,
    args: &Args,
    group: Option<&CpuGroup>,
) -> anyhow::Result<(Server, People)> {
    let port = free_port()?;
    deployment.start(data_dir, Some(port), None).await?.stop()?;
    let db = seed::open(database).await?;
    seed::background(&db, args.profiles, args.seed).await?;
    let people = seed::people(&db, args.writers + 1).await?;
    db.close().await;
    std::fs::remove_dir_all(data_dir.join("search"))?;
    let server = deployment.start(data_dir, Some(port), group).await?;
    Ok((server, people))
}

fn free_port() -> anyhow::Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

fn machine() -> String {
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    let model = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines().find(|l| l.starts_with("model name")).map(|l| l.split(':').nth(1).unwrap_or("").trim().to_owned())
        })
        .unwrap_or_default();
    format!("{cpus} CPUs ({model})")
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn print_probes(what: &str, samples: &[Duration]) -> Duration {
    let p95 = percentile(samples, 95.0);
    println!(
        "{what}: p50 {:.0} ms, p95 {:.0} ms, max {:.0} ms ({} saves)",
        ms(percentile(samples, 50.0)),
        ms(p95),
        ms(percentile(samples, 100.0)),
        samples.len()
    );
    p95
}

/// Saves per second against one server, and the server's CPU time per save.
#[derive(Clone, Copy, Default)]
struct Rate {
    per_second: f64,
    cpu_per_save: Duration,
}

impl Rate {
    fn of(parts: &[(Throughput, Duration)]) -> Self {
        let saves: u64 = parts.iter().map(|(t, _)| t.saves).sum();
        let seconds: f64 = parts.iter().map(|(t, _)| t.seconds).sum();
        let cpu: Duration = parts.iter().map(|(_, c)| *c).sum();
        Self { per_second: saves as f64 / seconds, cpu_per_save: cpu / saves.max(1) as u32 }
    }
}

async fn on(server: &Server, writers: &[Caller], seconds: f64) -> anyhow::Result<(Throughput, Duration)> {
    let before = server.cpu_time()?;
    let throughput = saves_per_second(writers, seconds).await?;
    Ok((throughput, server.cpu_time()?.saturating_sub(before)))
}

/// `a`'s writers measured in two halves, with `b`'s (if any) in between, so both see the
/// same machine: A B B A.
async fn alternating(
    a: (&Server, &[Caller]),
    b: Option<(&Server, &[Caller])>,
    seconds: f64,
) -> anyhow::Result<(Rate, Option<Rate>)> {
    let half = seconds / 2.0;
    let a1 = on(a.0, a.1, half).await?;
    let b_rate = match b {
        Some((server, writers)) => {
            Some(Rate::of(&[on(server, writers, half).await?, on(server, writers, half).await?]))
        }
        None => None,
    };
    let a2 = on(a.0, a.1, half).await?;
    Ok((Rate::of(&[a1, a2]), b_rate))
}

struct SqliteFigures {
    new_one: Rate,
    new_many: Rate,
    /// Today's binary: one writer, many.
    today: Option<(Rate, Rate)>,
    probe_p95: Duration,
}

fn describe(rate: Rate) -> String {
    format!("{:.1} saves/s ({:.2} ms of server CPU per save)", rate.per_second, ms(rate.cpu_per_save))
}

async fn sqlite(args: &Args, root: &Path, web_dir: &Path) -> anyhow::Result<SqliteFigures> {
    println!("== SQLite: {} profiles, {} s per figure ==", args.profiles, args.seconds);
    let deployment = |bin: &Path| Deployment {
        bin: bin.to_owned(),
        public_url: "http://127.0.0.1:9".into(),
        database_url: String::new(),
        web_dir: web_dir.to_owned(),
    };
    let new_dir = root.join("sqlite-new");
    let new = deployment(&args.bin);
    let (new_server, new_people) =
        prepare(&new, &new_dir, &format!("sqlite://{}/veil.db", new_dir.display()), args, None).await?;
    let today = match &args.baseline_bin {
        Some(bin) => {
            let dir = root.join("sqlite-today");
            let (server, people) =
                prepare(&deployment(bin), &dir, &format!("sqlite://{}/veil.db", dir.display()), args, None).await?;
            Some((server, people))
        }
        None => None,
    };
    let url = &new.public_url;
    let mut figures =
        SqliteFigures { new_one: Rate::default(), new_many: Rate::default(), today: None, probe_p95: Duration::ZERO };
    let mut today_rates = (Rate::default(), Rate::default());
    for count in [1, args.writers] {
        let new_writers = new_people.writers(&[&new_server], url, count);
        let today_writers = today.as_ref().map(|(server, people)| (server, people.writers(&[server], url, count)));
        let (new_rate, today_rate) = alternating(
            (&new_server, &new_writers),
            today_writers.as_ref().map(|(server, writers)| (*server, writers.as_slice())),
            args.seconds,
        )
        .await?;
        println!("{count} writer(s): new {} (load average {})", describe(new_rate), load_average());
        if let Some(today_rate) = today_rate {
            println!("{count} writer(s): today {}", describe(today_rate));
        }
        if count == 1 {
            figures.new_one = new_rate;
            today_rates.0 = today_rate.unwrap_or_default();
        } else {
            figures.new_many = new_rate;
            today_rates.1 = today_rate.unwrap_or_default();
        }
    }
    if today.is_some() {
        figures.today = Some(today_rates);
    }
    let samples = searchable_within(
        &new_people.prober(&new_server, url),
        &new_people.searchers(&[&new_server], url),
        args.probes,
    )
    .await?;
    figures.probe_p95 = print_probes("new: a save searchable (idle)", &samples);
    new_server.stop()?;
    if let Some((server, _)) = today {
        server.stop()?;
    }
    Ok(figures)
}

struct PostgresFigures {
    /// Each instance's CPU budget (none: the instances shared the machine).
    budget: Option<f64>,
    one: f64,
    two: f64,
    /// Today's binary: one instance, two instances.
    today: Option<(f64, f64)>,
    idle_p95: Duration,
    loaded_p95: Duration,
}

/// A database of its own on the PostgreSQL server, dropped afterwards.
async fn create_database(admin_url: &str, label: &str) -> anyhow::Result<(String, String)> {
    let name = format!("veil_bench_saves_{label}_{}", std::process::id());
    let admin = sqlx::PgPool::connect(admin_url).await?;
    sqlx::query(&format!("DROP DATABASE IF EXISTS {name}")).execute(&admin).await?;
    sqlx::query(&format!("CREATE DATABASE {name}")).execute(&admin).await?;
    admin.close().await;
    let mut url = url::Url::parse(admin_url)?;
    url.set_path(&name);
    Ok((name, url.to_string()))
}

async fn drop_database(admin_url: &str, name: &str) -> anyhow::Result<()> {
    let admin = sqlx::PgPool::connect(admin_url).await?;
    sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).execute(&admin).await?;
    admin.close().await;
    Ok(())
}

/// Two instances of one binary on one PostgreSQL database, and what they measured.
struct Cluster {
    a: Server,
    b: Server,
    people: People,
    public_url: String,
    one: f64,
    two: f64,
}

/// Saves per second of `bin` with one instance, then with a second beside it (the same
/// writers spread over both).
async fn scale_out(
    args: &Args,
    root: &Path,
    web_dir: &Path,
    bin: &Path,
    database_url: &str,
    label: &str,
) -> anyhow::Result<Cluster> {
    let deployment = Deployment {
        bin: bin.to_owned(),
        public_url: "http://127.0.0.1:9".into(),
        database_url: database_url.to_owned(),
        web_dir: web_dir.to_owned(),
    };
    let url = &deployment.public_url;
    let (a, people) =
        prepare(&deployment, &root.join(format!("pg-{label}-a")), database_url, args, args.group(0).as_ref()).await?;
    let one = saves_on(&[&a], &people.writers(&[&a], url, args.writers), args.seconds).await?;
    println!("{label}, one instance: {one} (load average {})", load_average());
    let b = deployment.start(&root.join(format!("pg-{label}-b")), None, args.group(1).as_ref()).await?;
    let two = saves_on(&[&a, &b], &people.writers(&[&a, &b], url, args.writers), args.seconds).await?;
    println!("{label}, two instances: {two} (load average {})", load_average());
    Ok(Cluster { a, b, people, public_url: url.clone(), one: one.per_second, two: two.per_second })
}

/// What one instance used while the writers saved: CPUs on average and, in a CPU group,
/// its budget and the share of periods in which it had used all of it.
struct Usage {
    cpus: f64,
    budget: Option<(f64, f64)>,
}

/// Saves per second over some instances, and what each used.
struct Spread {
    per_second: f64,
    usage: Vec<Usage>,
}

impl std::fmt::Display for Spread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:.1} saves/s", self.per_second)?;
        for (n, usage) in self.usage.iter().enumerate() {
            write!(f, "; instance {} used {:.2} CPU", n + 1, usage.cpus)?;
            if let Some((budget, throttled)) = usage.budget {
                write!(f, " of its {budget:.2} (budget used up in {:.0}% of periods)", throttled * 100.0)?;
            }
        }
        Ok(())
    }
}

/// Saves per second with `writers` spread over `servers`, and what each server used.
async fn saves_on(servers: &[&Server], writers: &[Caller], seconds: f64) -> anyhow::Result<Spread> {
    let mut before = Vec::with_capacity(servers.len());
    for server in servers {
        let throttling = server.group.as_ref().map(CpuGroup::throttling).transpose()?;
        before.push((server.cpu_time()?, throttling));
    }
    let throughput = saves_per_second(writers, seconds).await?;
    let wall = Duration::from_secs_f64(throughput.seconds);
    let mut usage = Vec::with_capacity(servers.len());
    for (server, (cpu, throttling)) in servers.iter().zip(before) {
        let budget = match (&server.group, throttling) {
            (Some(group), Some(throttling)) => {
                let share = group.throttling()?.since(throttling).share();
                group.budget()?.map(|budget| (budget, share))
            }
            _ => None,
        };
        usage.push(Usage { cpus: cpu::cpus(server.cpu_time()?.saturating_sub(cpu), wall), budget });
    }
    Ok(Spread { per_second: throughput.per_second(), usage })
}

async fn postgres(args: &Args, root: &Path, web_dir: &Path) -> anyhow::Result<PostgresFigures> {
    println!("\n== PostgreSQL: {} profiles, {} writers, {} s per figure ==", args.profiles, args.writers, args.seconds);
    for n in 0..2 {
        match args.group(n) {
            Some(group) => match group.budget()? {
                Some(cpus) => {
                    println!("instance {}: CPU group {}, capped at {cpus:.2} CPU", n + 1, group.dir().display());
                }
                None => println!("instance {}: CPU group {}, not capped", n + 1, group.dir().display()),
            },
            None => println!("instance {}: no CPU group (shares the machine)", n + 1),
        }
    }
    let admin = &args.postgres_url;
    let today = match &args.baseline_bin {
        Some(bin) => {
            let (name, database_url) = create_database(admin, "today").await?;
            let cluster = scale_out(args, root, web_dir, bin, &database_url, "today").await;
            let figures = cluster.map(|c| {
                let figures = (c.one, c.two);
                let _ = (c.a.stop(), c.b.stop());
                figures
            });
            drop_database(admin, &name).await?;
            Some(figures?)
        }
        None => None,
    };
    let (name, database_url) = create_database(admin, "new").await?;
    let measured = async {
        let Cluster { a, b, people, public_url, one, two } =
            scale_out(args, root, web_dir, &args.bin, &database_url, "new").await?;
        let url = &public_url;
        let prober = people.prober(&a, url);
        let searchers = people.searchers(&[&a, &b], url);
        let idle = searchable_within(&prober, &searchers, args.probes).await?;
        let idle_p95 = print_probes("new: saved on A, searchable on A and B (idle)", &idle);
        let writers = people.writers(&[&a, &b], url, args.writers);
        let (loaded, rate) =
            tokio::join!(searchable_within(&prober, &searchers, args.probes), saves_per_second(&writers, args.seconds));
        let loaded_p95 = print_probes(
            &format!("new: saved on A, searchable on A and B (while the writers save {:.1}/s)", rate?.per_second()),
            &loaded?,
        );
        a.stop()?;
        b.stop()?;
        let budget = args.group(0).map(|g| g.budget()).transpose()?.flatten();
        anyhow::Ok(PostgresFigures { budget, one, two, today, idle_p95, loaded_p95 })
    }
    .await;
    drop_database(admin, &name).await?;
    measured
}

fn verdict(met: bool) -> &'static str {
    if met { "met" } else { "NOT met" }
}

fn sqlite_summary(args: &Args, lite: &SqliteFigures) {
    let (new_one, new_many) = (lite.new_one.per_second, lite.new_many.per_second);
    println!("SQLite, {} writers: {:.1} saves/s (target 50): {}", args.writers, new_many, verdict(new_many >= 50.0));
    println!("SQLite, 1 writer: {new_one:.1} saves/s");
    if let Some((today_one, today_many)) = lite.today {
        let (today_one, today_many) = (today_one.per_second, today_many.per_second);
        println!(
            "SQLite, {} writers ÷ today's 1 writer: {:.1} / {:.1} = {:.1}× (target 5×): {}",
            args.writers,
            new_many,
            today_one,
            new_many / today_one,
            verdict(new_many >= 5.0 * today_one)
        );
        println!(
            "today's code: 1 writer {today_one:.1} saves/s, {} writers {today_many:.1} saves/s; new ÷ today: {:.1}× and {:.1}×",
            args.writers,
            new_one / today_one,
            new_many / today_many
        );
    }
    println!("SQLite, a save searchable: p95 {:.0} ms", ms(lite.probe_p95));
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    println!("Veil saves benchmark: {}, load average {} at the start", machine(), load_average());
    let temp = tempfile::tempdir()?;
    let web_dir = server::web_dir(temp.path())?;
    let lite =
        if args.parts.iter().any(|p| p == "sqlite") { Some(sqlite(&args, temp.path(), &web_dir).await?) } else { None };
    let pg = if args.postgres_url.is_empty() || !args.parts.iter().any(|p| p == "postgres") {
        None
    } else {
        Some(postgres(&args, temp.path(), &web_dir).await?)
    };

    println!("\n== summary (load average {} at the end) ==", load_average());
    if let Some(lite) = lite {
        sqlite_summary(&args, &lite);
    }
    if let Some(pg) = pg {
        let budget = match pg.budget {
            Some(cpus) => format!("each instance capped at {cpus:.2} CPU"),
            None => "the instances sharing the machine".to_owned(),
        };
        println!(
            "PostgreSQL, two instances ÷ one ({budget}): {:.1} / {:.1} = {:.2}× (target 1.6×): {}",
            pg.two,
            pg.one,
            pg.two / pg.one,
            verdict(pg.two >= 1.6 * pg.one)
        );
        if let Some((one, two)) = pg.today {
            println!("PostgreSQL, today's code: two instances ÷ one: {two:.1} / {one:.1} = {:.2}×", two / one);
        }
        println!(
            "PostgreSQL, a save searchable on every instance: p95 {:.0} ms idle, {:.0} ms under load (target 1000 ms): {}",
            ms(pg.idle_p95),
            ms(pg.loaded_p95),
            verdict(pg.idle_p95.max(pg.loaded_p95) <= Duration::from_secs(1))
        );
    }
    Ok(())
}
