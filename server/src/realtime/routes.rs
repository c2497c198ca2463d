//! `GET /api/events`: the signed-in person's server-sent-events stream. It holds no
//! database connection while open, sends a heartbeat every 30 s, and ends when the
//! server shuts down.

use std::{convert::Infallible, time::Duration};

use axum::{
    extract::State,
    response::sse::{Event as SseEvent, KeepAlive, Sse},
};
use futures::{Stream, StreamExt};
use tokio_stream::wrappers::BroadcastStream;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{auth::extract::CurrentUser, state::AppState};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(events))
}

/// The stream of change events for the signed-in person (`notification`,
/// `reveal_request`), each with a small JSON payload of ids and states.
#[utoipa::path(get, path = "/api/events", tag = "realtime",
    responses((status = 200, description = "text/event-stream"), (status = 401, description = "Not signed in")))]
async fn events(
    State(state): State<AppState>,
    user: CurrentUser,
) -> Sse<impl Stream<Item = Result<SseEvent, Infallible>>> {
    let user_id = user.id;
    let shutdown = state.shutdown.clone();
    let ready = futures::stream::once(async { Ok(SseEvent::default().event("ready").data("{}")) });
    let updates = BroadcastStream::new(state.events.subscribe()).filter_map(move |item| {
        let user_id = user_id.clone();
        async move {
            match item {
                Ok(event) if event.is_for(&user_id) => {
                    Some(Ok(SseEvent::default().event(event.kind).data(event.data.to_string())))
                }
                // A lagging tab missed events: tell it to refetch everything.
                Err(_) => Some(Ok(SseEvent::default().event("resync").data("{}"))),
                Ok(_) => None,
            }
        }
    });
    let stream = ready.chain(updates).take_until(async move { shutdown.cancelled().await });
    Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(30)).text("heartbeat"))
}
