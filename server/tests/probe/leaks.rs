//! What a response may not carry: identity markers someone may not see, and values
//! that would link the dual-role person's two sides.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::people::{Person, Who, may_see};

/// Identity markers in `text` that `viewer` may not see.
pub fn leaks(cast: &BTreeMap<Who, Person>, viewer: Who, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for owner in cast.values() {
        for (field, marker) in &owner.markers {
            if !may_see(viewer, owner.who, *field) && text.contains(marker.as_str()) {
                out.push(format!("{:?}'s {field:?} ({marker})", owner.who));
            }
        }
    }
    out
}

/// Values about the dual-role person, split by side, from every response anyone but
/// them and the admin got. Any value on both sides would let a third party link them.
#[derive(Default)]
pub struct DualSides {
    pub recruiter: BTreeSet<String>,
    pub anonymous: BTreeSet<String>,
}

impl DualSides {
    pub fn take(&mut self, body: &Value) {
        let company = Who::Dual.company();
        let codename = Who::Dual.codename();
        let mut stack = vec![body];
        while let Some(v) = stack.pop() {
            match v {
                Value::Array(items) => stack.extend(items),
                Value::Object(map) => {
                    let text = v.to_string();
                    if map.values().all(|f| !f.is_array()) {
                        if text.contains(&company) && !text.contains(&codename) {
                            leaves(v, &mut self.recruiter);
                        } else if text.contains(&codename) && !text.contains(&company) {
                            leaves(v, &mut self.anonymous);
                        }
                    }
                    stack.extend(map.values());
                }
                _ => {}
            }
        }
    }
}

/// Strings and large numbers of a value, and the parts of URLs and ids.
pub fn leaves(v: &Value, out: &mut BTreeSet<String>) {
    match v {
        Value::String(s) => {
            out.insert(s.clone());
            for part in s.split(['/', '?', '&', '=', '.', ' ']) {
                if part.len() >= 8 {
                    out.insert(part.to_owned());
                }
            }
        }
        Value::Number(n) if n.as_f64().is_some_and(|f| f.abs() >= 10_000.0) => {
            out.insert(n.to_string());
        }
        Value::Array(items) => items.iter().for_each(|i| leaves(i, out)),
        Value::Object(map) => map.values().for_each(|i| leaves(i, out)),
        _ => {}
    }
}
