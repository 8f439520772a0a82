import Foundation

// Writes a synthetic API of N models and N endpoints twice: as an apigen spec
// folder and as the equivalent OpenAPI 3.0 document, so both generators get the
// same API.
//
//   make-synthetic-api N SHAPE OUTPUT_FOLDER
//
// SHAPE is `cut` (each model holds the previous one, except every 4th: short
// chains) or `chain` (every model holds the previous one: one chain of N).
// Each model has snake_case keys, constraints, an enum, a nested object and an
// array; each endpoint has path, query and header parameters, a JSON body, a
// response and two error codes. Every model's enum and nested object are the
// same, and the document writes them in place each time: apigen's import makes
// the later ones `Model0.status` and `Model0.address`, and so do the specs
// written here, so that apigen compiles what its import of the document gives.

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[1]), count > 0, ["cut", "chain"].contains(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: make-synthetic-api N cut|chain OUTPUT_FOLDER\n".utf8))
    exit(2)
}
let unbroken = arguments[2] == "chain"
let output = URL(fileURLWithPath: arguments[3])
let specs = output.appendingPathComponent("specs")
try? FileManager.default.removeItem(at: output)
try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)

func holdsPrevious(_ index: Int) -> Bool { index > 0 && (unbroken || index % 4 != 0) }

// apigen: one spec file per 10 models and their endpoints, one file per resource as a team
// would split an API (apigen writes one Swift file per spec file, and the compiler builds
// files in parallel; Benchmarks/README.md shows what one file of 50 costs).
let perFile = 10
let common = """
    api: { name: Synthetic, version: 1.0.0, baseURL: "https://synthetic.example.com" }
    models:
      Problem:
        properties:
          title: string
          status: { type: int, minimum: 100, maximum: 599 }
          detail: string?

    """
try common.write(to: specs.appendingPathComponent("common.yaml"), atomically: true, encoding: .utf8)
for start in stride(from: 0, to: count, by: perFile) {
    var text = "models:\n"
    let range = start..<min(count, start + perFile)
    for i in range {
        text += """
              Model\(i):
                description: Model number \(i).
                properties:
                  id: { type: int64, minimum: 1 }
                  display_name: { type: string, minLength: 1, maxLength: 64 }
                  status: \(i == 0 ? "{ enum: [active, inactive, archived] }" : "Model0.status")
                  tags: { type: "string[]", maxItems: 10, optional: true }
                  created_at: date-time

            """
        text += i == 0 ? """
                  address:
                    optional: true
                    properties:
                      street_name: string
                      postal_code: { type: string, pattern: "^[0-9]{5}$" }

            """ : "      address: Model0.address?\n"
        if holdsPrevious(i) { text += "      parent: Model\(i - 1)\n" }
    }
    text += "endpoints:\n"
    for i in range {
        text += """
              putThing\(i):
                method: PUT
                path: "/things\(i)/{thing_id}"
                summary: Replace thing \(i).
                params:
                  thing_id: { type: int64, minimum: 1 }
                  filter: { in: query, type: string, optional: true, maxLength: 32 }
                  X-Trace-ID: { in: header, type: string, optional: true }
                body: Model\(i)
                response: Model\(i)
                errors:
                  404: none
                  422: { type: Problem, description: Invalid }

            """
    }
    try text.write(to: specs.appendingPathComponent(String(format: "part%05d.yaml", start)), atomically: true, encoding: .utf8)
}

// OpenAPI 3.0: the same API in one document.
var openAPI = """
    openapi: 3.0.3
    info: { title: Synthetic, version: 1.0.0 }
    servers: [{ url: "https://synthetic.example.com" }]
    paths:

    """
for i in 0..<count {
    openAPI += """
          /things\(i)/{thing_id}:
            put:
              operationId: putThing\(i)
              summary: Replace thing \(i).
              parameters:
                - { name: thing_id, in: path, required: true, schema: { type: integer, format: int64, minimum: 1 } }
                - { name: filter, in: query, required: false, schema: { type: string, maxLength: 32 } }
                - { name: X-Trace-ID, in: header, required: false, schema: { type: string } }
              requestBody:
                required: true
                content: { application/json: { schema: { $ref: "#/components/schemas/Model\(i)" } } }
              responses:
                "200": { description: OK, content: { application/json: { schema: { $ref: "#/components/schemas/Model\(i)" } } } }
                "404": { description: Not found }
                "422": { description: Invalid, content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } } }

        """
}
openAPI += """
    components:
      schemas:
        Problem:
          type: object
          required: [title, status]
          properties:
            title: { type: string }
            status: { type: integer, minimum: 100, maximum: 599 }
            detail: { type: string }

    """
for i in 0..<count {
    let required = ["id", "display_name", "status", "created_at"] + (holdsPrevious(i) ? ["parent"] : [])
    openAPI += """
            Model\(i):
              type: object
              description: Model number \(i).
              required: [\(required.joined(separator: ", "))]
              properties:
                id: { type: integer, format: int64, minimum: 1 }
                display_name: { type: string, minLength: 1, maxLength: 64 }
                status: { type: string, enum: [active, inactive, archived] }
                tags: { type: array, items: { type: string }, maxItems: 10 }
                created_at: { type: string, format: date-time }
                address:
                  type: object
                  required: [street_name, postal_code]
                  properties:
                    street_name: { type: string }
                    postal_code: { type: string, pattern: "^[0-9]{5}$" }

        """
    if holdsPrevious(i) { openAPI += "        parent: { $ref: \"#/components/schemas/Model\(i - 1)\" }\n" }
}
try openAPI.write(to: output.appendingPathComponent("openapi.yaml"), atomically: true, encoding: .utf8)
try """
    generate: [types, client]
    accessModifier: public

    """.write(to: output.appendingPathComponent("openapi-generator-config.yaml"), atomically: true, encoding: .utf8)
