//! The re-identification guard counts the profiles that share a draft's crowd keys in the
//! search index. The index belongs to the search feature, which reads this feature's
//! types; so the guard names here what it needs, and the composition root hands in the
//! search service that does it.

use std::sync::Arc;

use futures::future::BoxFuture;

use super::anonymity::CrowdKeys;

pub trait CrowdCounter: Send + Sync {
    /// How many searchable profiles share `keys`, leaving out account `except` and the
    /// profiles whose employer shield matches one of `shield_terms`.
    fn crowd_size(
        &self,
        keys: CrowdKeys,
        except: String,
        shield_terms: Vec<String>,
    ) -> BoxFuture<'static, anyhow::Result<usize>>;
}

/// The counter handlers take (`State<Crowds>`).
#[derive(Clone)]
pub struct Crowds(pub Arc<dyn CrowdCounter>);
