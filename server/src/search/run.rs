//! Running searches on the service's index, off the async workers when they are long.

use futures::future::BoxFuture;

use super::{crowd, model::SearchRequest, query, sync::SearchService};
use crate::{
    metrics,
    seekers::{anonymity::CrowdKeys, crowd_count::CrowdCounter},
};

impl SearchService {
    /// Runs a search; on a large index, handing this worker's other tasks to another
    /// thread meanwhile (`blocking`).
    pub async fn search(&self, request: SearchRequest) -> anyhow::Result<query::Outcome> {
        self.search_then(request, |outcome| outcome).await
    }

    /// Runs a search and then `then` with its outcome on the same thread (the
    /// result page's reads, without another hand-off: search/page.rs).
    pub async fn search_then<T: Send + 'static>(
        &self,
        request: SearchRequest,
        then: impl FnOnce(query::Outcome) -> T + Send + 'static,
    ) -> anyhow::Result<T> {
        let index = self.index.clone();
        let brief = index.reader.searcher().num_docs() <= BRIEF_UP_TO;
        // The search and the page's reads after it, as the request's child (how many it
        // found, never what was asked).
        let span = tracing::info_span!("search", hits = tracing::field::Empty);
        blocking(brief, move || {
            let _in_span = span.enter();
            let started = std::time::Instant::now();
            let outcome = query::run(&index, &request)?;
            metrics::search_ran(started.elapsed(), outcome.total.count as u64);
            span.record("hits", outcome.total.count as u64);
            Ok(then(outcome))
        })
        .await
    }

    /// Of what `request` finds, the profiles created after `after` (milliseconds), off
    /// the async workers (`query::run_created_after`).
    pub async fn search_created_after(&self, request: SearchRequest, after: i64) -> anyhow::Result<query::Outcome> {
        let index = self.index.clone();
        tokio::task::spawn_blocking(move || query::run_created_after(&index, &request, after)).await?
    }
}

/// The re-identification guard's count, on the index off the async workers
/// (`search::crowd`).
impl CrowdCounter for SearchService {
    fn crowd_size(
        &self,
        keys: CrowdKeys,
        except: String,
        shield_terms: Vec<String>,
    ) -> BoxFuture<'static, anyhow::Result<usize>> {
        let index = self.index.clone();
        Box::pin(async move {
            tokio::task::spawn_blocking(move || crowd::count(&index, &keys, &except, &shield_terms)).await?
        })
    }
}

/// Searches of an index of up to this many profiles run on the async worker as they are
/// (`blocking`): over the benchmark's mix at 100,000 profiles their p95 is under a
/// millisecond, 2.3 ms the first time (docs/search.md), and handing the worker's queue
/// to another thread costs a thread's wake-up per search. Measured at 100,000 profiles
/// (`make bench-http`): one connection 0.414 against 0.328 ms a search at p50, 16
/// connections 3,917 against 4,793 searches a second.
const BRIEF_UP_TO: u64 = 200_000;

/// Runs `work`, which blocks, without starving the async tasks. On the multi-threaded
/// runtime it runs on this thread, so the request waits neither for a blocking thread to
/// wake nor for its answer to be handed back (the request timeout can then answer only
/// once the search is done; no search comes near it): as it is when `brief`, else in
/// `block_in_place` (this worker's other tasks move to another thread meanwhile).
/// Elsewhere (a current-thread runtime, which does not allow that) on the blocking pool.
async fn blocking<T: Send + 'static>(
    brief: bool,
    work: impl FnOnce() -> anyhow::Result<T> + Send + 'static,
) -> anyhow::Result<T> {
    if tokio::runtime::Handle::current().runtime_flavor() == tokio::runtime::RuntimeFlavor::MultiThread {
        if brief { work() } else { tokio::task::block_in_place(work) }
    } else {
        tokio::task::spawn_blocking(work).await?
    }
}

#[cfg(test)]
mod tests {
    use std::{
        sync::mpsc,
        thread::{self, ThreadId},
        time::Duration,
    };

    use super::blocking;

    fn this_thread() -> anyhow::Result<ThreadId> {
        Ok(thread::current().id())
    }

    /// On a worker thread, as the server's handlers run (a test's own body runs on the
    /// thread that started the runtime, not on a worker).
    async fn on_a_worker<T: Send + 'static>(work: impl Future<Output = T> + Send + 'static) -> T {
        tokio::spawn(work).await.unwrap()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn on_the_servers_runtime_the_work_runs_on_the_requests_own_thread() {
        for brief in [true, false] {
            let (worker, work) =
                on_a_worker(async move { (thread::current().id(), blocking(brief, this_thread).await.unwrap()) }).await;
            assert_eq!(work, worker, "brief {brief}");
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 1)]
    async fn the_workers_other_tasks_go_on_while_long_work_runs() {
        // One worker, busy with the work: a task spawned meanwhile runs only if the
        // worker's queue moved to another thread.
        let (sent, received) = mpsc::channel();
        let waited = on_a_worker(blocking(false, move || {
            tokio::spawn(async move { sent.send(()) });
            Ok(received.recv_timeout(Duration::from_secs(10)).is_ok())
        }))
        .await
        .unwrap();
        assert!(waited, "the task spawned during the work never ran");
    }

    #[tokio::test(flavor = "current_thread")]
    async fn on_a_current_thread_runtime_the_work_goes_to_the_pool() {
        for brief in [true, false] {
            assert_ne!(blocking(brief, this_thread).await.unwrap(), thread::current().id());
        }
    }
}
