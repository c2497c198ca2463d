//! Pure rules of the shield list: each entry validated into what matching compares.

use crate::{error::ApiError, privacy::shield::keys};

/// Up to this many employers.
pub const MAX_ENTRIES: usize = 50;
pub const MAX_NAME_CHARS: usize = 150;

/// One validated entry: the name as typed, its key, and its domain (or empty).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub company_name: String,
    pub company_key: String,
    pub domain: String,
}

impl Entry {
    pub fn parse(company_name: &str, domain: Option<&str>) -> Result<Self, ApiError> {
        let name = company_name.trim();
        if name.is_empty() {
            return Err(ApiError::validation("missing_company_name", "Company name is required"));
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(ApiError::validation(
                "invalid_company_name",
                format!("Company name must be {MAX_NAME_CHARS} characters or fewer"),
            ));
        }
        let company_key = keys::company_key(name);
        if company_key.is_empty() {
            return Err(ApiError::validation("invalid_company_name", "Company name needs a letter or digit"));
        }
        let domain = match domain.map(str::trim).filter(|d| !d.is_empty()) {
            None => String::new(),
            Some(typed) => keys::domain(typed).ok_or_else(|| {
                ApiError::validation("invalid_domain", format!("{typed} is not a web domain (for example acme.com)"))
            })?,
        };
        Ok(Self { company_name: name.to_owned(), company_key, domain })
    }
}

/// The whole list: at most 50; the same company and domain twice is kept once.
pub fn parse_list<'a>(typed: impl IntoIterator<Item = (&'a str, Option<&'a str>)>) -> Result<Vec<Entry>, ApiError> {
    let mut entries: Vec<Entry> = Vec::new();
    for (name, domain) in typed {
        let entry = Entry::parse(name, domain)?;
        if !entries.iter().any(|e| e.company_key == entry.company_key && e.domain == entry.domain) {
            entries.push(entry);
        }
    }
    if entries.len() > MAX_ENTRIES {
        return Err(ApiError::validation(
            "too_many_employers",
            format!("You can hide from up to {MAX_ENTRIES} employers"),
        ));
    }
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_keep_the_name_as_typed_and_compare_by_key() {
        let e = Entry::parse("  ACME Inc. ", Some("https://www.acme.com/")).unwrap();
        assert_eq!(
            e,
            Entry { company_name: "ACME Inc.".into(), company_key: "acme".into(), domain: "acme.com".into() }
        );
        assert_eq!(Entry::parse("Acme", Some("  ")).unwrap().domain, "");
        assert_eq!(Entry::parse("Acme", None).unwrap().domain, "");
    }

    #[test]
    fn bad_entries_say_why() {
        assert_eq!(Entry::parse(" ", None).unwrap_err().to_string(), "Company name is required");
        assert_eq!(Entry::parse("--", None).unwrap_err().to_string(), "Company name needs a letter or digit");
        assert!(Entry::parse(&"a".repeat(151), None).is_err());
        assert_eq!(
            Entry::parse("Acme", Some("acme")).unwrap_err().to_string(),
            "acme is not a web domain (for example acme.com)"
        );
    }

    #[test]
    fn the_list_keeps_each_company_and_domain_once_and_at_most_fifty() {
        let list = parse_list([("Acme Inc", None), ("acme, ltd", None), ("Acme", Some("acme.com"))]).unwrap();
        assert_eq!(list.iter().map(|e| e.company_name.as_str()).collect::<Vec<_>>(), ["Acme Inc", "Acme"]);
        let names: Vec<String> = (0..51).map(|i| format!("Company {i}")).collect();
        assert!(parse_list(names.iter().take(50).map(|n| (n.as_str(), None))).is_ok());
        assert_eq!(
            parse_list(names.iter().map(|n| (n.as_str(), None))).unwrap_err().to_string(),
            "You can hide from up to 50 employers"
        );
        assert_eq!(parse_list([]).unwrap(), []);
    }
}
