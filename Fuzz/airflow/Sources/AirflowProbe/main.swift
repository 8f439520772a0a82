// Drives a real Apache Airflow through the client apigen generates from the document its REST API
// serves, and checks what Airflow read and answered: listings paged by `offset` and `limit`
// (their lists in one `allOf` member, the count in another), a DAG's details with its schedule (a
// union told by `__type`), its tasks' enums and durations, a PATCH with an update mask, a DAG run
// triggered with a `conf` object, pools, variables and connections created, changed and deleted
// (a name with a space and `ü` in the path, a write-only password), RFC 7807 problems for 401,
// 403 and 404, and the client's own validation. The document declares no auth (Airflow's auth
// is a plugin), so basic credentials travel by middleware, as an app would send them.
// Usage: AirflowProbe BASE_URL (the API's, ending in /api/v1). Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

/// Sends Airflow's basic credentials with every request.
struct BasicAuth: APIMiddleware {
    func intercept(_ request: HTTPRequest, context: MiddlewareContext,
                   next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        var request = request
        request.headers["Authorization"] = "Basic " + Data("probe:probe-pass".utf8).base64EncodedString()
        return try await next(request)
    }
}

let baseURL = Checks.baseURL(usage: "AirflowProbe")
let checks = Checks()
let client = AirflowAPIStableAPI.client(baseURL: baseURL, middleware: [BasicAuth()])
let dagID = "example_bash_operator"

do {
    let health = try await client.send(GetHealthRequest())
    checks.expect(health.metadatabase?.status == .healthy, "health: the metadatabase is healthy", "\(health)")
    let version = try await client.send(GetVersionRequest())
    checks.expect(version.version == "2.10.5", "the version", "\(version)")

    var ids: [String] = []
    var pages = 0
    var total: Int?
    for try await page in client.pages(of: GetDagsRequest(limit: 7)) {
        pages += 1
        total = page.totalEntries
        ids += (page.dags ?? []).compactMap(\.dagID)
    }
    checks.expect(pages > 1 && ids.count == total && Set(ids).count == ids.count && ids.contains(dagID),
                  "every DAG, in pages of 7 by `offset` and `limit`, none twice", "\(pages) pages, \(ids.count) of \(String(describing: total))")

    let paused = try await client.send(GetDagRequest(dagID: dagID))
    checks.expect(paused.dagID == dagID && paused.isPaused == true && paused.fileloc?.hasSuffix("example_bash_operator.py") == true,
                  "a DAG, read", "\(paused)")
    let unpaused = try await client.send(PatchDagRequest(dagID: dagID, updateMask: ["is_paused"], body: Dag(isPaused: false)))
    checks.expect(unpaused.isPaused == false, "a DAG unpaused by a PATCH with an update mask", "\(unpaused)")

    let details = try await client.send(GetDagDetailsRequest(dagID: dagID))
    if case .cronExpression(let cron)? = details.scheduleInterval {
        checks.expect(cron.value == "0 0 * * *" && details.dagRunTimeout?.seconds == 3600 && details.tags?.compactMap(\.name).sorted() == ["example", "example2"],
                      "its details: the schedule, a union told by `__type`; a timeout; tags", "\(details)")
    } else {
        checks.expect(false, "its details: the schedule, a union told by `__type`", "\(String(describing: details.scheduleInterval))")
    }
    let tasks = try await client.send(GetTasksRequest(dagID: dagID)).tasks ?? []
    let runAfterLoop = tasks.first { $0.taskID == "run_after_loop" }
    checks.expect(tasks.count == 7 && runAfterLoop?.triggerRule == .allSuccess && runAfterLoop?.retryDelay?.seconds == 300
                      && runAfterLoop?.downstreamTaskIDs == ["run_this_last"],
                  "its 7 tasks: an enum, a duration, their graph", "\(String(describing: runAfterLoop))")

    let run = try await client.send(PostDagRunRequest(dagID: dagID, body: DagRun(
        conf: ["message": .string("from Swift"), "count": .integer(3)], dagRunID: "probe_run.1", note: "Triggered by the probé")))
    checks.expect(run.dagRunID == "probe_run.1" && run.state == .queued && run.conf?["count"] == JSONValue.integer(3)
                      && run.note == "Triggered by the probé" && run.externalTrigger == true && run.runType == .manual,
                  "a DAG run triggered: its conf object, a note, its state", "\(run)")
    var runs: [String] = []
    for try await page in client.pages(of: GetDagRunsRequest(dagID: dagID, limit: 1)) {
        runs += (page.dagRuns ?? []).compactMap(\.dagRunID)
    }
    checks.expect(runs == ["probe_run.1"], "the DAG's runs, paged", "\(runs)")
} catch {
    checks.fail("DAGs", error)
}

let poolName = "probe pool ü"
do {
    let made = try await client.send(PostPoolRequest(body: Pool(description: "For the probe", includeDeferred: false, name: poolName, slots: 3)))
    checks.expect(made.name == poolName && made.slots == 3 && made.openSlots == 3, "a pool created", "\(made)")
    let read = try await client.send(GetPoolRequest(poolName: poolName))
    checks.expect(read == made, "read by a name with a space and `ü` in the path", "\(read)")
    let grown = try await client.send(PatchPoolRequest(poolName: poolName, updateMask: ["slots"], body: Pool(name: poolName, slots: 5)))
    checks.expect(grown.slots == 5 && grown.description == "For the probe", "its slots changed, its description kept", "\(grown)")
    _ = try await client.send(DeletePoolRequest(poolName: poolName))
} catch {
    checks.fail("pools", error)
}
let deleted = await client.result(for: GetPoolRequest(poolName: poolName))
if case .failure(.endpoint(.notFound(let problem))) = deleted {
    checks.expect(problem.status == 404 && problem.title == "Not Found" && problem.detail?.contains(poolName) == true, "a deleted pool: a 404 problem", "\(problem)")
} else {
    checks.expect(false, "a deleted pool: a 404 problem", "\(deleted)")
}

do {
    let json = #"{"tags": ["a", "b"], "note": "100% \"quoted\""}"#
    let made = try await client.send(PostVariablesRequest(body: Variable(description: "Set by the probe", key: "probe_key", value: json)))
    let read = try await client.send(GetVariableRequest(variableKey: "probe_key"))
    checks.expect(made.value == json && read.value == json && read.description == "Set by the probe", "a variable holding JSON text", "\(read)")
    let changed = try await client.send(PatchVariableRequest(variableKey: "probe_key", body: Variable(key: "probe_key", value: "plain")))
    checks.expect(changed.value == "plain", "changed", "\(changed)")
    _ = try await client.send(DeleteVariableRequest(variableKey: "probe_key"))

    let connection = Connection(connType: "http", connectionID: "probe_http", host: "example.com", login: "user", port: 8080, extra: #"{"timeout": 5}"#,
                                password: "s3cret")
    _ = try await client.send(PostConnectionRequest(body: connection))
    let stored = try await client.send(GetConnectionRequest(connectionID: "probe_http"))
    checks.expect(stored.host == "example.com" && stored.port == 8080 && stored.login == "user" && stored.password == nil,
                  "a connection created and read: its write-only password not answered", "\(stored)")
    _ = try await client.send(DeleteConnectionRequest(connectionID: "probe_http"))
} catch {
    checks.fail("variables and connections", error)
}

let config = await client.result(for: GetConfigRequest())
if case .failure(.endpoint(.forbidden(let problem))) = config {
    checks.expect(problem.status == 403, "the config, not exposed: a 403 problem", "\(problem)")
} else {
    checks.expect(false, "the config, not exposed: a 403 problem", "\(config)")
}
let anonymous = await AirflowAPIStableAPI.client(baseURL: baseURL).result(for: GetDagsRequest())
if case .failure(.endpoint(.unauthorized(let problem))) = anonymous {
    checks.expect(problem.status == 401 && problem.title == "Unauthorized", "no credentials: a 401 problem", "\(problem)")
} else {
    checks.expect(false, "no credentials: a 401 problem", "\(anonymous)")
}
let invalid = await client.result(for: GetDagsRequest(offset: -1))
if case .failure(.invalidRequest(let report)) = invalid {
    checks.expect(report.violations.map(\.path.description) == ["offset"], "a negative offset, refused by the client", "\(report)")
} else {
    checks.expect(false, "a negative offset, refused by the client", "\(invalid)")
}

checks.finish()
