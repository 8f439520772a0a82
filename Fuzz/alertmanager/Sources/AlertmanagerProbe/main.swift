// Drives Prometheus Alertmanager through the client apigen generates from its own API document
// (Swagger 2.0, from which go-swagger generates the server that validates every request): the
// status, alerts posted and listed by matchers in repeated query items, their groups, silences
// created, read, replaced and expired, and the server's 400, 404 and undeclared 422 answers.
// Usage: AlertmanagerProbe BASE_URL (ending in /api/v2). Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

let baseURL = Checks.baseURL(usage: "AlertmanagerProbe")
let checks = Checks()
let client = APIClient(baseURL: baseURL)
// For what only the server is to check: the client's own validation off.
var unvalidated = APIClient.Configuration()
unvalidated.validatesRequests = false
let trusting = APIClient(baseURL: baseURL, configuration: unvalidated)

// Label text a query must escape inside a matcher: quotes, `&`, `=`, `+`, `#`, `%`, a space, non-ASCII.
let awkward = "disk & \"cpu\" = 100% +1 #ü"
let now = Date()
let labels: LabelSet = ["alertname": "ProbeFiring", "severity": "critical", "detail": awkward]

do {
    let status = try await client.send(GetStatusRequest())
    checks.expect(status.cluster.status == .disabled && status.config.original.contains("receiver: team")
                      && status.versionInfo.version.hasPrefix("0."),
                  "status: the cluster, the configuration and the version", "\(status.cluster) \(status.versionInfo)")
    let receivers = try await client.send(GetReceiversRequest())
    checks.expect(receivers == [Receiver(name: "team")], "receivers", "\(receivers)")
} catch {
    checks.fail("status and receivers", error)
}

do {
    _ = try await client.send(PostAlertsRequest(body: [
        PostableAlert(
            generatorURL: URL(string: "http://prometheus.example/graph?g0.expr=up%3D%3D0"), labels: labels,
            annotations: ["summary": "Disk full on ü", "runbook": "https://example.com/a?b=c&d"],
            endsAt: now.addingTimeInterval(3600), startsAt: now.addingTimeInterval(-60)),
        PostableAlert(labels: ["alertname": "ProbeOther", "severity": "warning"]),
    ]))
    checks.say("ok: two alerts posted")

    // `filter` is repeated (`collectionFormat: multi`), each a matcher whose value holds the awkward text.
    let escapedValue = awkward.replacingOccurrences(of: "\"", with: "\\\"")
    let matched = try await client.send(GetAlertsRequest(filter: ["alertname=\"ProbeFiring\"", "detail=\"\(escapedValue)\""]))
    let alert = matched.first
    checks.expect(matched.count == 1 && alert?.labels == labels
                      && alert?.annotations["runbook"] == "https://example.com/a?b=c&d"
                      && alert?.generatorURL?.absoluteString == "http://prometheus.example/graph?g0.expr=up%3D%3D0"
                      && alert?.receivers == [Receiver(name: "team")] && alert?.fingerprint.isEmpty == false,
                  "alerts by two matchers, one of them escaped text: labels, annotations and URL as sent", "\(matched)")
    let startedWithinASecond = alert.map { abs($0.startsAt.timeIntervalSince(now.addingTimeInterval(-60))) < 1 } ?? false
    checks.expect(startedWithinASecond, "the start as sent, a date-time both ways", "\(alert.map { "\($0.startsAt)" } ?? "-")")
    let byRegex = try await client.send(GetAlertsRequest(filter: ["severity=~\"warn.*|crit.*\""]))
    checks.expect(Set(byRegex.compactMap { $0.labels["alertname"] }) == ["ProbeFiring", "ProbeOther"],
                  "alerts by a regular expression matcher", "\(byRegex.map(\.labels))")
    let none = try await client.send(GetAlertsRequest(active: false, unprocessed: false))
    checks.expect(none.isEmpty, "`active=false&unprocessed=false`: no alert", "\(none.map(\.labels))")

    let groups = try await client.send(GetAlertGroupsRequest())
    checks.expect(Set(groups.map { $0.labels["alertname"] ?? "" }) == ["ProbeFiring", "ProbeOther"]
                      && groups.allSatisfy { $0.receiver.name == "team" && $0.alerts.count == 1 },
                  "alert groups, by alertname", "\(groups.map(\.labels))")
} catch {
    checks.fail("alerts", error)
}

/// A silence ID that is no UUID, which the path parameter takes.
struct NotAnID: Error {
    var text: String?
}

/// A silence of the probe's first alert, from now for an hour.
func silence(comment: String, id: String? = nil) -> PostableSilence {
    PostableSilence(
        comment: comment, createdBy: "probe", endsAt: now.addingTimeInterval(3600),
        matchers: [Matcher(isRegex: false, name: "alertname", value: "ProbeFiring"),
                   Matcher(isEqual: false, isRegex: true, name: "severity", value: "info|debug")],
        startsAt: now, id: id)
}

do {
    let created = try await client.send(PostSilencesRequest(body: silence(comment: "Maintenance: disks ü & more")))
    guard let id = created.silenceID.flatMap(UUID.init(uuidString:)) else { throw NotAnID(text: created.silenceID) }
    let read = try await client.send(GetSilenceRequest(silenceID: id))
    checks.expect(read.status.state == .active && read.comment == "Maintenance: disks ü & more" && read.createdBy == "probe"
                      && read.matchers.map(\.name) == ["alertname", "severity"] && read.matchers.last?.isEqual == false,
                  "a silence created and read by its UUID: active, with both matchers", "\(read)")

    let silenced = try await client.send(GetAlertsRequest(filter: ["alertname=\"ProbeFiring\""]))
    checks.expect(silenced.first?.status.state == .suppressed && silenced.first?.status.silencedBy == [id.uuidString.lowercased()],
                  "the alert it matches: suppressed, silenced by it", "\(silenced.map(\.status))")
    let unsilenced = try await client.send(GetAlertsRequest(silenced: false, filter: ["alertname=\"ProbeFiring\""]))
    checks.expect(unsilenced.isEmpty, "and left out with `silenced=false`", "\(unsilenced.map(\.labels))")

    let replaced = try await client.send(PostSilencesRequest(body: silence(comment: "Longer maintenance", id: read.id)))
    let listed = try await client.send(GetSilencesRequest(filter: ["alertname=\"ProbeFiring\""]))
    let current = listed.filter { $0.status.state == .active }
    checks.expect(replaced.silenceID != nil && current.count == 1 && current.first?.comment == "Longer maintenance",
                  "a silence replaced by its ID, listed by a matcher", "\(listed.map { ($0.id, $0.status.state, $0.comment) })")

    for silence in current {
        guard let id = UUID(uuidString: silence.id) else { throw NotAnID(text: silence.id) }
        _ = try await client.send(DeleteSilenceRequest(silenceID: id))
    }
    let expired = try await client.send(GetSilencesRequest(filter: ["alertname=\"ProbeFiring\""]))
    checks.expect(!expired.isEmpty && expired.allSatisfy { $0.status.state == .expired }, "silences deleted: expired",
                  "\(expired.map { ($0.id, $0.status.state) })")
} catch {
    checks.fail("silences", error)
}

let unknown = await client.result(for: GetSilenceRequest(silenceID: UUID()))
if case .failure(.endpoint(.notFound)) = unknown {
    checks.say("ok: an unknown silence: the declared 404, no body")
} else {
    checks.expect(false, "an unknown silence: the declared 404, no body", "\(unknown)")
}

let badFilter = await client.result(for: GetAlertsRequest(filter: ["alertname=~\"(\""]))
if case .failure(.endpoint(.badRequest(let message))) = badFilter {
    checks.expect(!message.isEmpty, "a matcher that is no regular expression: the declared 400, its text read", message)
} else {
    checks.expect(false, "a matcher that is no regular expression: the declared 400, its text read", "\(badFilter)")
}

// go-swagger checks the body against the document (`matchers` needs an item), and answers a 422
// the document does not declare: an unexpected status, its JSON text kept for the caller.
let empty = PostableSilence(comment: "none", createdBy: "probe", endsAt: now.addingTimeInterval(60), matchers: [], startsAt: now)
let refused = await trusting.result(for: PostSilencesRequest(body: empty))
if case .failure(.unexpectedStatus(let response)) = refused {
    checks.expect(response.status == 422 && response.bodyText?.contains("matchers in body should have at least 1 items") == true,
                  "a silence without matchers: go-swagger's undeclared 422, as an unexpected status with its text", "\(response)")
} else {
    checks.expect(false, "a silence without matchers: go-swagger's undeclared 422, as an unexpected status with its text", "\(refused)")
}
let local = await client.result(for: PostSilencesRequest(body: empty))
if case .failure(.invalidRequest(let report)) = local {
    checks.expect(report.violations.map(\.path.description) == ["body.matchers"], "and the client refuses it first, at its path",
                  "\(report)")
} else {
    checks.expect(false, "and the client refuses it first, at its path", "\(local)")
}

checks.finish()
