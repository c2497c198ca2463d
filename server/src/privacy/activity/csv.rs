//! The log as CSV (RFC 4180), safe to open in a spreadsheet: a cell that a spreadsheet
//! would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage
//! return) gets a leading `'`, so a company name like `=HYPERLINK(...)` stays text.

use super::model::ActivityKind;

pub const HEADER: [&str; 6] = ["Date", "Time (UTC)", "Event", "Company", "Recruiter role", "Count"];

/// One event as the CSV shows it.
pub struct CsvEvent<'a> {
    /// `YYYY-MM-DD`.
    pub day: &'a str,
    /// RFC 3339, UTC.
    pub time: &'a str,
    pub kind: ActivityKind,
    pub company: &'a str,
    pub recruiter_role: &'a str,
    pub count: i64,
}

/// One cell: defused when it could be a formula, quoted when it holds a separator, a
/// quote or a line break.
pub fn cell(raw: &str) -> String {
    let defused = if raw.starts_with(['=', '+', '-', '@', '\t', '\r']) { format!("'{raw}") } else { raw.to_owned() };
    if defused.contains([',', '"', '\n', '\r']) { format!("\"{}\"", defused.replace('"', "\"\"")) } else { defused }
}

fn line<'a>(cells: impl IntoIterator<Item = &'a str>) -> String {
    let mut out = cells.into_iter().map(cell).collect::<Vec<_>>().join(",");
    out.push_str("\r\n");
    out
}

/// The whole file: the header, then one line per event in the order given.
pub fn document<'a>(events: impl IntoIterator<Item = CsvEvent<'a>>) -> String {
    let mut out = line(HEADER);
    for e in events {
        let count = e.count.to_string();
        out.push_str(&line([e.day, e.time, e.kind.label(), e.company, e.recruiter_role, count.as_str()]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_defused() {
        assert_eq!(cell("=HYPERLINK(\"http://x\")"), "\"'=HYPERLINK(\"\"http://x\"\")\"");
        assert_eq!(cell("+1"), "'+1");
        assert_eq!(cell("-2+3"), "'-2+3");
        assert_eq!(cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(cell("\tcmd"), "'\tcmd");
        assert_eq!(cell("Acme = best"), "Acme = best", "only a leading sign is a formula");
    }

    #[test]
    fn separators_quotes_and_line_breaks_are_quoted() {
        assert_eq!(cell("Acme, Inc."), "\"Acme, Inc.\"");
        assert_eq!(cell("The \"Best\" Co"), "\"The \"\"Best\"\" Co\"");
        assert_eq!(cell("two\nlines"), "\"two\nlines\"");
        assert_eq!(cell("plain"), "plain");
        assert_eq!(cell(""), "");
    }

    #[test]
    fn a_document_has_a_header_and_crlf_lines() {
        let csv = document([CsvEvent {
            day: "2026-11-25",
            time: "2026-11-25T10:00:00.000Z",
            kind: ActivityKind::AppearedInSearch,
            company: "Acme, Inc.",
            recruiter_role: "Talent Partner",
            count: 3,
        }]);
        assert_eq!(
            csv,
            "Date,Time (UTC),Event,Company,Recruiter role,Count\r\n\
             2026-11-25,2026-11-25T10:00:00.000Z,Appeared in search results,\"Acme, Inc.\",Talent Partner,3\r\n"
        );
        assert_eq!(document([]), "Date,Time (UTC),Event,Company,Recruiter role,Count\r\n");
    }
}
