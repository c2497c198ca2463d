//! A keyword unit as a small tree before it becomes a Tantivy query. The same tree gives
//! the query that ranks (`Node::query`, nested exactly as the scores are defined) and,
//! flattened, the scoring leaves with an upper bound of each one's score, which the
//! pruned top k (`prune`) walks to skip the matches that cannot reach the first page.

use tantivy::{
    Searcher, Term,
    query::{BooleanQuery, BoostQuery, Occur, Query, TermQuery},
    schema::IndexRecordOption,
};

/// BM25's term-frequency saturation in Tantivy (`query::bm25::K1`): a term's score is
/// at most its weight, idf × (1 + K1), times the query's boosts.
const BM25_K1: f32 = 1.2;

#[derive(Debug, Clone)]
pub enum Node {
    /// One word (or a vocabulary phrase, indexed as one token) in one field, BM25 with
    /// term frequencies, times `weight`.
    Term { term: Term, weight: f32 },
    /// Matches when any child does; the sum of those that match.
    Any(Vec<Node>),
    /// Matches when every child does; the sum of them.
    All(Vec<Node>),
    /// The child's score times the factor.
    Boost(Box<Node>, f32),
}

/// A part of a unit whose score adds to the unit's: a term, or a conjunction (kept
/// whole: its parts score only together).
pub struct Leaf {
    pub query: Box<dyn Query>,
    /// The product of the boosts above it, as Tantivy passes them down to its scorer.
    pub boost: f32,
    /// No document scores higher on this leaf.
    pub bound: f32,
}

impl Node {
    pub fn term(term: Term, weight: f32) -> Self {
        Node::Term { term, weight }
    }

    /// The Tantivy query: a boosted term query, or a boolean query of the children
    /// (should or must).
    pub fn query(&self) -> Box<dyn Query> {
        match self {
            Node::Term { term, weight } => {
                let query = TermQuery::new(term.clone(), IndexRecordOption::WithFreqs);
                Box::new(BoostQuery::new(Box::new(query), *weight))
            }
            Node::Any(children) => Self::boolean(Occur::Should, children),
            Node::All(children) => Self::boolean(Occur::Must, children),
            Node::Boost(child, factor) => Box::new(BoostQuery::new(child.query(), *factor)),
        }
    }

    fn boolean(occur: Occur, children: &[Node]) -> Box<dyn Query> {
        Box::new(BooleanQuery::new(children.iter().map(|c| (occur, c.query())).collect()))
    }

    /// The leaves whose scores sum to this node's score in any document it matches.
    pub fn leaves(&self, searcher: &Searcher, boost: f32, out: &mut Vec<Leaf>) -> tantivy::Result<()> {
        match self {
            Node::Any(children) => {
                for child in children {
                    child.leaves(searcher, boost, out)?;
                }
            }
            Node::Boost(child, factor) => child.leaves(searcher, boost * factor, out)?,
            Node::Term { .. } | Node::All(_) => {
                out.push(Leaf { query: self.query(), boost, bound: self.bound(searcher, boost)? });
            }
        }
        Ok(())
    }

    /// An upper bound of the node's score, boosted by `boost`: BM25 never exceeds a
    /// term's weight (its term-frequency factor stays below 1).
    pub fn bound(&self, searcher: &Searcher, boost: f32) -> tantivy::Result<f32> {
        Ok(match self {
            Node::Term { term, weight } => boost * weight * bm25_weight(searcher, std::slice::from_ref(term))?,
            Node::Any(children) | Node::All(children) => {
                let mut sum = 0.0;
                for child in children {
                    sum += child.bound(searcher, boost)?;
                }
                sum
            }
            Node::Boost(child, factor) => child.bound(searcher, boost * factor)?,
        })
    }
}

/// The BM25 weights of `terms` summed, idf × (1 + K1) each, as Tantivy computes them
/// over every segment.
pub fn bm25_weight(searcher: &Searcher, terms: &[Term]) -> tantivy::Result<f32> {
    let docs: u64 = searcher.segment_readers().iter().map(|s| u64::from(s.max_doc())).sum();
    let mut sum = 0.0;
    for term in terms {
        let with_term = searcher.doc_freq(term)?.min(docs);
        let x = ((docs - with_term) as f32 + 0.5) / (with_term as f32 + 0.5);
        sum += (1.0 + x).ln();
    }
    Ok(sum * (1.0 + BM25_K1))
}
