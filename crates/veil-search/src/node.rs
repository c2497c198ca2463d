//! A keyword unit as a small tree before it becomes a Tantivy query. Built as the words,
//! fields and synonyms suggest it, then merged (`Node::merged`) into one union that reads
//! each term once. The same tree gives the query that ranks (`Node::query`, nested
//! exactly as the scores are defined) and the one `windows` evaluates.

use tantivy::{
    Term,
    query::{BooleanQuery, BoostQuery, Occur, Query, TermQuery},
    schema::IndexRecordOption,
};

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

impl Node {
    pub fn term(term: Term, weight: f32) -> Self {
        Node::Term { term, weight }
    }

    /// The same scores with each term once: the unions and boosts flattened into one
    /// union whose terms carry the product of the boosts above them, and a term reached
    /// along several paths (a keyword's completion "react" and its skill's own name
    /// "react") weighted by their sum (BM25 is linear in the weight), so its postings are
    /// read once instead of twice. Conjunctions stay whole, boosted as they were.
    pub fn merged(&self) -> Node {
        let mut terms: Vec<(Term, f32)> = Vec::new();
        let mut conjunctions = Vec::new();
        for (part, boost) in self.parts(1.0) {
            match part {
                Node::Term { term, weight } => match terms.iter_mut().find(|(t, _)| t == term) {
                    Some((_, sum)) => *sum += weight * boost,
                    None => terms.push((term.clone(), weight * boost)),
                },
                _ if boost == 1.0 => conjunctions.push(part.clone()),
                _ => conjunctions.push(Node::Boost(Box::new(part.clone()), boost)),
            }
        }
        let mut children: Vec<Node> = terms.into_iter().map(|(term, weight)| Node::term(term, weight)).collect();
        children.extend(conjunctions);
        Node::Any(children)
    }

    /// The terms and conjunctions whose scores sum to this node's score, each with the
    /// product of the boosts above it (`boost` times this node's own).
    fn parts(&self, boost: f32) -> Vec<(&Node, f32)> {
        let mut out = Vec::new();
        self.collect_parts(boost, &mut out);
        out
    }

    fn collect_parts<'a>(&'a self, boost: f32, out: &mut Vec<(&'a Node, f32)>) {
        match self {
            Node::Any(children) => {
                for child in children {
                    child.collect_parts(boost, out);
                }
            }
            Node::Boost(child, factor) => child.collect_parts(boost * factor, out),
            Node::Term { .. } | Node::All(_) => out.push((self, boost)),
        }
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
}

#[cfg(test)]
mod tests {
    use tantivy::schema::{Schema, TEXT};

    use super::*;

    fn weights(node: &Node) -> Vec<(String, f32)> {
        let Node::Any(children) = node else { panic!("a union: {node:?}") };
        children
            .iter()
            .map(|c| match c {
                Node::Term { term, weight } => (term.value().as_str().unwrap().to_owned(), *weight),
                Node::Boost(child, factor) if matches!(**child, Node::All(_)) => ("all".into(), *factor),
                Node::All(_) => ("all".into(), 1.0),
                other => panic!("not flat: {other:?}"),
            })
            .collect()
    }

    #[test]
    fn merging_reads_each_term_once_with_the_weights_summed() {
        let mut schema = Schema::builder();
        let field = schema.add_text_field("headline", TEXT);
        let t = |text: &str, weight| Node::term(Term::from_field_text(field, text), weight);
        let node = Node::Any(vec![
            t("reac", 3.0),
            t("react", 1.5),
            Node::Boost(Box::new(Node::Any(vec![t("react", 3.0), t("reactjs", 2.0)])), 0.5),
            Node::Boost(Box::new(Node::All(vec![t("react", 1.0), t("native", 1.0)])), 0.5),
        ]);
        assert_eq!(
            weights(&node.merged()),
            [("reac".to_owned(), 3.0), ("react".into(), 3.0), ("reactjs".into(), 1.0), ("all".into(), 0.5)]
        );
    }
}
