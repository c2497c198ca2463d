//! PostgreSQL `LISTEN` on connections of their own, never taken from the request pool
//! (a listener holds its connection for good). When the connection drops (PostgreSQL
//! restarted, the backend was terminated) it reconnects with a growing delay and says so,
//! so the consumer can catch up on what it missed.

use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgListener, PgPool, PgPoolOptions};
use tokio::{sync::mpsc, task::JoinHandle};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// Listening (again): anything sent while not listening was missed.
    Connected,
    /// A notification's payload.
    Message(String),
}

/// Waits between reconnection attempts: from 100 ms, doubling, at most 5 s.
#[derive(Debug, Clone)]
pub struct Backoff {
    next: Duration,
}

impl Backoff {
    const FIRST: Duration = Duration::from_millis(100);
    const MAX: Duration = Duration::from_secs(5);

    pub fn new() -> Self {
        Self { next: Self::FIRST }
    }

    pub fn next_delay(&mut self) -> Duration {
        let delay = self.next;
        self.next = (self.next * 2).min(Self::MAX);
        delay
    }

    pub fn reset(&mut self) {
        self.next = Self::FIRST;
    }
}

impl Default for Backoff {
    fn default() -> Self {
        Self::new()
    }
}

/// What a consumer reads notices from; dropping it stops the listening task.
pub struct Subscription {
    pub notices: mpsc::Receiver<Notice>,
    task: JoinHandle<()>,
}

impl Drop for Subscription {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Listens on `channel` over a connection of its own, opened with the request pool's
/// connection options.
pub fn subscribe(request_pool: &PgPool, channel: &'static str) -> Subscription {
    let options = (*request_pool.connect_options()).clone();
    let (tx, notices) = mpsc::channel(1024);
    Subscription { notices, task: tokio::spawn(run(options, channel, tx)) }
}

async fn run(options: PgConnectOptions, channel: &'static str, tx: mpsc::Sender<Notice>) {
    // A pool of one, used only to (re)open the listening connection.
    let own = PgPoolOptions::new()
        .max_connections(1)
        .idle_timeout(None)
        .max_lifetime(None)
        .acquire_timeout(Duration::from_secs(5))
        .connect_lazy_with(options);
    let mut backoff = Backoff::new();
    loop {
        match listen(&own, channel).await {
            Ok(mut listener) => {
                backoff.reset();
                if tx.send(Notice::Connected).await.is_err() {
                    return;
                }
                loop {
                    match listener.try_recv().await {
                        Ok(Some(notification)) => {
                            if tx.send(Notice::Message(notification.payload().to_owned())).await.is_err() {
                                return;
                            }
                        }
                        // `None`: the connection was lost.
                        Ok(None) => break,
                        Err(err) => {
                            tracing::warn!(error = %err, channel, "listening connection failed");
                            break;
                        }
                    }
                }
            }
            Err(err) => tracing::warn!(error = %err, channel, "cannot open a listening connection; retrying"),
        }
        if tx.is_closed() {
            return;
        }
        tokio::time::sleep(backoff.next_delay()).await;
    }
}

async fn listen(own: &PgPool, channel: &str) -> Result<PgListener, sqlx::Error> {
    let mut listener = PgListener::connect_with(own).await?;
    listener.listen(channel).await?;
    Ok(listener)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_up_to_its_cap_and_resets() {
        let mut backoff = Backoff::new();
        let delays: Vec<u128> = (0..8).map(|_| backoff.next_delay().as_millis()).collect();
        assert_eq!(delays, [100, 200, 400, 800, 1600, 3200, 5000, 5000]);
        backoff.reset();
        assert_eq!(backoff.next_delay(), Duration::from_millis(100));
    }
}
