//! The plain-text alternative of an HTML message: tags stripped, block ends and `<br>` as
//! line breaks, the common entities decoded, links kept as "text (address)"; and the other way,
//! text escaped for HTML.

/// Elements whose end (or, for void ones, whose presence) breaks the line.
const BLOCKS: &[&str] = &[
    "p",
    "div",
    "br",
    "hr",
    "li",
    "tr",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "table",
    "ul",
    "ol",
    "blockquote",
    "pre",
    "section",
    "article",
    "header",
    "footer",
    "title",
];

/// Text made safe inside HTML elements and quoted attributes.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Renders `html` as readable plain text.
pub fn html_to_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    // The address of the link being rendered, printed after its text.
    let mut open_link: Option<String> = None;
    while let Some(start) = rest.find('<') {
        push_text(&mut out, &rest[..start]);
        let after = &rest[start..];
        if let Some(comment) = after.strip_prefix("<!--") {
            rest = comment.find("-->").map_or("", |end| &comment[end + 3..]);
            continue;
        }
        if !after[1..].starts_with(|c: char| c.is_ascii_alphabetic() || c == '/' || c == '!') {
            // A '<' in text, such as "1 < 2".
            push_text(&mut out, "<");
            rest = &after[1..];
            continue;
        }
        let Some(end) = tag_end(after) else {
            // A lone '<' in text.
            push_text(&mut out, after);
            rest = "";
            break;
        };
        let tag = &after[1..end];
        rest = &after[end + 1..];
        let closing = tag.starts_with('/');
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        if name.is_empty() {
            continue;
        }
        if !closing && (name == "script" || name == "style" || name == "head") {
            // Their content is not text for people.
            let close = format!("</{name}");
            rest = find_ignoring_case(rest, &close)
                .map_or("", |i| rest[i..].find('>').map_or("", |gt| &rest[i + gt + 1..]));
            continue;
        }
        if name == "a" {
            if closing {
                if let Some(href) = open_link.take() {
                    out.push_str(&format!(" ({href})"));
                }
            } else {
                open_link = attribute(tag, "href").filter(|h| h.starts_with("http") || h.starts_with("mailto:"));
            }
            continue;
        }
        if name == "li" && !closing {
            newline(&mut out);
            out.push_str("- ");
            continue;
        }
        if BLOCKS.contains(&name.as_str()) {
            newline(&mut out);
            if closing && matches!(name.as_str(), "p" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "table") {
                out.push('\n');
            }
        }
    }
    push_text(&mut out, rest);
    tidy(&out)
}

/// Index of the `>` that ends the tag opening `text`, skipping quoted attribute values.
fn tag_end(text: &str) -> Option<usize> {
    let mut quote: Option<char> = None;
    for (i, c) in text.char_indices().skip(1) {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '>') => return Some(i),
            (None, '<') => return None,
            _ => {}
        }
    }
    None
}

fn find_ignoring_case(haystack: &str, needle: &str) -> Option<usize> {
    haystack.to_ascii_lowercase().find(&needle.to_ascii_lowercase())
}

/// The value of `name="..."` (or single-quoted) inside a tag.
fn attribute(tag: &str, name: &str) -> Option<String> {
    let lower = tag.to_ascii_lowercase();
    let at = lower.find(&format!("{name}="))? + name.len() + 1;
    let value = &tag[at..];
    let quote = value.chars().next().filter(|c| *c == '"' || *c == '\'');
    let inner = match quote {
        Some(q) => value[1..].split(q).next()?,
        None => value.split(|c: char| c.is_whitespace() || c == '>').next()?,
    };
    Some(decode_entities(inner))
}

/// Appends text content: whitespace runs (newlines included, as in HTML) become one space.
fn push_text(out: &mut String, text: &str) {
    let decoded = decode_entities(text);
    for c in decoded.chars() {
        if c.is_whitespace() && c != '\u{a0}' {
            if !out.is_empty() && !out.ends_with([' ', '\n']) {
                out.push(' ');
            }
        } else {
            out.push(if c == '\u{a0}' { ' ' } else { c });
        }
    }
}

fn newline(out: &mut String) {
    while out.ends_with(' ') {
        out.pop();
    }
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
}

/// Trims every line, keeps at most one blank line in a row, and trims the whole.
fn tidy(text: &str) -> String {
    let mut lines: Vec<&str> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() && lines.last().is_none_or(|last| last.is_empty()) {
            continue;
        }
        lines.push(line);
    }
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines.join("\n")
}

fn decode_entities(text: &str) -> String {
    if !text.contains('&') {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let candidate = &rest[amp..];
        let decoded = candidate.find(';').filter(|&semi| semi <= 10).and_then(|semi| {
            let entity = &candidate[1..semi];
            let c = match entity {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                "nbsp" => Some('\u{a0}'),
                _ => entity
                    .strip_prefix("#x")
                    .or_else(|| entity.strip_prefix("#X"))
                    .and_then(|hex| u32::from_str_radix(hex, 16).ok())
                    .or_else(|| entity.strip_prefix('#').and_then(|dec| dec.parse().ok()))
                    .and_then(char::from_u32),
            };
            c.map(|c| (c, semi))
        });
        match decoded {
            Some((c, semi)) => {
                out.push(c);
                rest = &candidate[semi + 1..];
            }
            None => {
                out.push('&');
                rest = &candidate[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_covers_markup_and_quotes() {
        assert_eq!(escape_html(r#"<a href="x">'&'</a>"#), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    }

    #[test]
    fn paragraphs_and_breaks_become_lines() {
        let html = "<h1>Hello</h1><p>First line<br>second line</p><p>Next   paragraph\n  here</p>";
        assert_eq!(html_to_text(html), "Hello\n\nFirst line\nsecond line\n\nNext paragraph here");
    }

    #[test]
    fn entities_are_decoded_and_scripts_dropped() {
        let html =
            "<style>p{color:red}</style><p>Fish &amp; chips &lt;3 &#8364;5&nbsp;each</p><script>alert(1)</script>";
        assert_eq!(html_to_text(html), "Fish & chips <3 \u{20ac}5 each");
    }

    #[test]
    fn links_keep_their_address_and_lists_their_items() {
        let html = "<p>See <a href=\"https://veil.example/jobs\">jobs</a></p><ul><li>One</li><li>Two</li></ul>";
        assert_eq!(html_to_text(html), "See jobs (https://veil.example/jobs)\n\n- One\n- Two");
    }

    #[test]
    fn comments_and_attributes_with_brackets_are_not_text() {
        let html = "<!-- hidden --><div title=\"a > b\">Shown</div>";
        assert_eq!(html_to_text(html), "Shown");
    }

    #[test]
    fn stray_angle_brackets_stay() {
        assert_eq!(html_to_text("1 < 2 and 3 > 2"), "1 < 2 and 3 > 2");
    }
}
