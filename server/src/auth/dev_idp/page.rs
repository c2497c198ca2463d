//! The development provider's sign-in page: plain HTML, no script.

use super::store::Identity;
pub use crate::mail::text::escape_html as escape;

pub struct AuthorizeParams<'a> {
    pub client_id: &'a str,
    pub redirect_uri: &'a str,
    pub state: &'a str,
    pub nonce: &'a str,
    pub code_challenge: &'a str,
    pub code_challenge_method: &'a str,
}

fn hidden_fields(p: &AuthorizeParams<'_>) -> String {
    [
        ("client_id", p.client_id),
        ("redirect_uri", p.redirect_uri),
        ("state", p.state),
        ("nonce", p.nonce),
        ("code_challenge", p.code_challenge),
        ("code_challenge_method", p.code_challenge_method),
    ]
    .iter()
    .map(|(name, value)| format!(r#"<input type="hidden" name="{name}" value="{}">"#, escape(value)))
    .collect()
}

pub fn render(params: &AuthorizeParams<'_>, identities: &[Identity], error: Option<&str>) -> String {
    let hidden = hidden_fields(params);
    let error_html = error.map(|e| format!(r#"<p class="error" role="alert">{}</p>"#, escape(e))).unwrap_or_default();
    let previous: String = if identities.is_empty() {
        String::new()
    } else {
        let items: String = identities
            .iter()
            .map(|i| {
                let name = format!("{} {}", i.first_name, i.last_name);
                format!(
                    r#"<li><form method="post" action="/dev-idp/authorize">{hidden}<input type="hidden" name="subject" value="{subject}"><button type="submit" class="pick">Continue as {name} <span>{email}</span></button></form></li>"#,
                    subject = escape(&i.subject),
                    name = escape(name.trim()),
                    email = escape(&i.email),
                )
            })
            .collect();
        format!(r#"<h2>Used before on this server</h2><ul class="previous">{items}</ul>"#)
    };
    format!(
        r#"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development sign-in · Veil</title>
<style>
body{{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:2rem 1rem}}
main{{max-width:28rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px #0002}}
h1{{font-size:1.35rem;margin:0 0 .25rem}} h2{{font-size:1rem;margin:1.5rem 0 .5rem}}
.note{{background:#fef3c7;border:1px solid #f59e0b;border-radius:.5rem;padding:.6rem .8rem;font-size:.9rem}}
label{{display:block;font-weight:600;font-size:.9rem;margin:.8rem 0 .25rem}}
input[type=text],input[type=email],input[type=url]{{width:100%;box-sizing:border-box;padding:.55rem;border:1px solid #cbd5e1;border-radius:.4rem;font-size:1rem}}
button{{font-size:1rem;border-radius:.4rem;cursor:pointer}}
.primary{{margin-top:1.2rem;width:100%;padding:.65rem;background:#4f46e5;color:#fff;border:0}}
.secondary{{margin-top:.5rem;width:100%;padding:.55rem;background:#fff;color:#334155;border:1px solid #cbd5e1}}
.previous{{list-style:none;padding:0;margin:0}} .previous li{{margin:.35rem 0}}
.pick{{width:100%;text-align:left;padding:.55rem .7rem;background:#eef2ff;border:1px solid #c7d2fe}}
.pick span{{display:block;color:#475569;font-size:.85rem}}
.error{{color:#b91c1c;font-weight:600}}
</style></head>
<body><main>
<h1>Development sign-in</h1>
<p class="note">This is Veil's built-in development identity provider. It stands in for LinkedIn on this server; no real account is used.</p>
{error_html}
<form method="post" action="/dev-idp/authorize">
{hidden}
<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="first_name">First name</label><input id="first_name" name="first_name" type="text" autocomplete="given-name">
<label for="last_name">Last name</label><input id="last_name" name="last_name" type="text" autocomplete="family-name">
<label for="picture_url">Picture URL (optional)</label><input id="picture_url" name="picture_url" type="url" placeholder="https://…">
<button type="submit" class="primary">Continue</button>
</form>
<form method="post" action="/dev-idp/authorize">{hidden}<input type="hidden" name="deny" value="1"><button type="submit" class="secondary">Cancel sign-in</button></form>
{previous}
</main></body></html>"#
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_escaped() {
        assert_eq!(escape(r#"<a href="x">'&'</a>"#), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    }
}
