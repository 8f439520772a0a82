import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// One media type per body: JSON first, then a form, then multipart. The others are named in
    /// a warning, but for those that hold the same schema in a type that is no form (ASP.NET
    /// writes `text/json`, `application/*+json` and `text/plain` beside `application/json`),
    /// which say nothing more.
    @Test func aBodyTakesOneMediaTypeAndNamesTheOthersThatSayMore() async throws {
        let text = """
            openapi: 3.0.1
            info: { title: Todo, version: v1 }
            paths:
              /todos:
                post:
                  requestBody:
                    required: true
                    content:
                      application/json: { schema: { $ref: '#/components/schemas/Todo' } }
                      text/json: { schema: { $ref: '#/components/schemas/Todo' } }
                      application/*+json: { schema: { $ref: '#/components/schemas/Todo' } }
                      multipart/form-data: { schema: { $ref: '#/components/schemas/Todo' } }
                  responses:
                    "200":
                      description: Success
                      content:
                        text/plain: { schema: { $ref: '#/components/schemas/Todo' } }
                        application/json: { schema: { $ref: '#/components/schemas/Todo' } }
                        text/json: { schema: { $ref: '#/components/schemas/Todo' } }
                patch:
                  requestBody:
                    content:
                      application/json-patch+json: { schema: { type: array, items: { type: object } } }
                      application/json: { schema: { $ref: '#/components/schemas/Todo' } }
                  responses: { "204": { description: Done } }
            components:
              schemas:
                Todo: { type: object, properties: { title: { type: string } } }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:9:11: warning: the request body of `POST /todos` is imported as `application/json`; the spec has one media type "
                + "per body, so `multipart/form-data` is not",
            "openapi.yaml:23:11: warning: the request body of `PATCH /todos` is imported as `application/json-patch+json`; the spec has one "
                + "media type per body, so `application/json` is not",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "postTodos: { method: POST, path: /todos, body: Todo, response: Todo }",
            "body: { type: \"map<any>[]?\", contentType: application/json-patch+json }",
        ])
    }
}

extension OpenAPIImportTests {
    /// FastAPI lists `application/json` with an empty schema for every route, beside the type a
    /// route declares (`text/event-stream`, `image/png`): the declared one is the answer, and the
    /// placeholder is left out without a word. Alone, `{}` is JSON of any value still.
    @Test func fastAPIsEmptyJSONBesideADeclaredTypeGivesWay() async throws {
        let text = """
            openapi: 3.1.0
            info: { title: Probe, version: 1.0.0 }
            paths:
              /events:
                get:
                  operationId: events_events_get
                  responses:
                    "200":
                      description: Successful Response
                      content:
                        application/json: { schema: {} }
                        text/event-stream: { schema: { $ref: '#/components/schemas/Tick' } }
              /photo:
                get:
                  operationId: photo_photo_get
                  responses:
                    "200":
                      description: Successful Response
                      content:
                        application/json: { schema: {} }
                        image/png: {}
              /anything:
                get:
                  operationId: anything_anything_get
                  responses:
                    "200": { description: Successful Response, content: { application/json: { schema: {} } } }
            components:
              schemas:
                Tick: { type: object, properties: { n: { type: integer } }, required: [n] }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:6:20: warning: the operation IDs are FastAPI's, made of a function's name, the path and the method; each endpoint is "
                + "named by its function (`anything_anything_get` is `anything`)",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "response: { type: Tick, stream: events }",
            "response: { type: data, contentType: image/png }",
            "response: any",
        ])
    }

    /// A JSON Lines body whose schema is text (Airflow's `/wait`, beside FastAPI's empty JSON)
    /// describes the body as a whole, not a line: the lines are any JSON value.
    @Test func aTextSchemaOfJSONLinesIsTheWholeBody() async throws {
        let text = """
            openapi: 3.1.0
            info: { title: Airflow, version: "2" }
            paths:
              /wait:
                get:
                  operationId: wait
                  responses:
                    "200":
                      description: Successful Response
                      content:
                        application/json: { schema: {} }
                        application/x-ndjson: { schema: { type: string, example: "{\\"state\\": \\"running\\"}\\n" } }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:12:13: warning: the schema of the response of `GET /wait` is text, the body as a whole: its lines are imported "
                + "as any JSON value",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "response: { type: any, stream: json-lines, contentType: application/x-ndjson }",
        ])
    }
}
