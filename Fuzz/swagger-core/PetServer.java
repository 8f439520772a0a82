// A Java server whose document swagger-core writes, as springdoc writes a Spring app's: each model
// class (and each class it holds) resolved by swagger-core's ModelConverters from its fields, its
// Jackson annotations and its @Schema annotations; the operations written here as springdoc would
// scan them from a controller. The JDK's HTTP server answers, Jackson reads and writes the JSON
// (polymorphic shapes by their `kind`), and pets live in memory. Usage: java PetServer PORT
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.swagger.v3.core.converter.ModelConverters;
import io.swagger.v3.core.util.Json;
import io.swagger.v3.oas.annotations.media.DiscriminatorMapping;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.Paths;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.media.ArraySchema;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.parameters.HeaderParameter;
import io.swagger.v3.oas.models.parameters.PathParameter;
import io.swagger.v3.oas.models.parameters.QueryParameter;
import io.swagger.v3.oas.models.parameters.RequestBody;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import io.swagger.v3.oas.models.servers.Server;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class PetServer {
    public enum Species { cat, dog, guinea_pig }

    @io.swagger.v3.oas.annotations.media.Schema(description = "A pet in the store.")
    public static class Pet {
        @io.swagger.v3.oas.annotations.media.Schema(accessMode = io.swagger.v3.oas.annotations.media.Schema.AccessMode.READ_ONLY)
        public Long id;
        @io.swagger.v3.oas.annotations.media.Schema(required = true, minLength = 1, maxLength = 20)
        public String name;
        @io.swagger.v3.oas.annotations.media.Schema(required = true)
        public Species species;
        @io.swagger.v3.oas.annotations.media.Schema(minimum = "0", maximum = "40")
        public Integer ageYears;
        @io.swagger.v3.oas.annotations.media.Schema(description = "The microchip's number.")
        public Long chip;
        public List<Tag> tags;
        public Map<String, String> attributes;
        public Owner owner;
    }

    public static class Tag {
        @io.swagger.v3.oas.annotations.media.Schema(required = true)
        public String label;
    }

    public static class Owner {
        @io.swagger.v3.oas.annotations.media.Schema(required = true)
        public String fullName;
        public String email;
    }

    public static class ApiError {
        public int status;
        public String message;
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
    @JsonSubTypes({@JsonSubTypes.Type(value = Circle.class, name = "circle"), @JsonSubTypes.Type(value = Square.class, name = "square")})
    @io.swagger.v3.oas.annotations.media.Schema(discriminatorProperty = "kind", subTypes = {Circle.class, Square.class},
        discriminatorMapping = {@DiscriminatorMapping(value = "circle", schema = Circle.class),
                                @DiscriminatorMapping(value = "square", schema = Square.class)})
    public abstract static class Shape {
        public String color;
    }

    public static class Circle extends Shape {
        @io.swagger.v3.oas.annotations.media.Schema(required = true)
        public double radius;
    }

    public static class Square extends Shape {
        @io.swagger.v3.oas.annotations.media.Schema(required = true)
        public double side;
    }

    public static class Drawing {
        @io.swagger.v3.oas.annotations.media.Schema(required = true)
        public List<Shape> shapes;
        public String title;
    }

    static final ObjectMapper MAPPER = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);
    static final Map<Long, Pet> PETS = new TreeMap<>();

    public static void main(String[] args) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", Integer.parseInt(args[0])), 0);
        String document = Json.pretty(openAPI());
        server.createContext("/v3/api-docs", exchange -> send(exchange, 200, document));
        server.createContext("/pets", PetServer::pets);
        server.createContext("/drawings", exchange -> {
            Drawing drawing = MAPPER.readValue(exchange.getRequestBody(), Drawing.class);
            send(exchange, 200, MAPPER.writeValueAsString(drawing));
        });
        server.start();
    }

    static void pets(HttpExchange exchange) throws IOException {
        String[] parts = exchange.getRequestURI().getPath().split("/");
        String method = exchange.getRequestMethod();
        if (parts.length == 2 && method.equals("POST")) {
            Pet pet = MAPPER.readValue(exchange.getRequestBody(), Pet.class);
            pet.id = (long) PETS.size() + 1;
            PETS.put(pet.id, pet);
            send(exchange, 201, MAPPER.writeValueAsString(pet));
        } else if (parts.length == 2 && method.equals("GET")) {
            List<String> species = new ArrayList<>();
            String query = exchange.getRequestURI().getRawQuery();
            for (String item : query == null ? new String[0] : query.split("&")) {
                String[] pair = item.split("=", 2);
                if (pair[0].equals("species") && pair.length == 2) species.add(URLDecoder.decode(pair[1], StandardCharsets.UTF_8));
            }
            List<Pet> found = new ArrayList<>();
            for (Pet pet : PETS.values()) {
                if (species.isEmpty() || species.contains(pet.species.name())) found.add(pet);
            }
            send(exchange, 200, MAPPER.writeValueAsString(found));
        } else if (parts.length == 3 && method.equals("GET")) {
            Pet pet = PETS.get(Long.parseLong(parts[2]));
            if (pet == null) {
                ApiError error = new ApiError();
                error.status = 404;
                error.message = "No pet " + parts[2] + ".";
                send(exchange, 404, MAPPER.writeValueAsString(error));
            } else {
                send(exchange, 200, MAPPER.writeValueAsString(pet));
            }
        } else {
            send(exchange, 405, "{}");
        }
    }

    static void send(HttpExchange exchange, int status, String json) throws IOException {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    static io.swagger.v3.oas.models.media.Schema<?> ref(String name) {
        return new io.swagger.v3.oas.models.media.Schema<>().$ref("#/components/schemas/" + name);
    }

    static Content json(io.swagger.v3.oas.models.media.Schema<?> schema) {
        return new Content().addMediaType("application/json", new MediaType().schema(schema));
    }

    static OpenAPI openAPI() {
        // As springdoc does: each class an operation names resolved, with the classes it holds.
        Map<String, io.swagger.v3.oas.models.media.Schema> schemas = new TreeMap<>();
        for (Class<?> type : List.of(Pet.class, ApiError.class, Drawing.class)) schemas.putAll(ModelConverters.getInstance().readAll(type));
        StringSchema species = new StringSchema();
        species.setEnum(List.of("cat", "dog", "guinea_pig"));
        Paths paths = new Paths();
        paths.addPathItem("/pets", new PathItem()
            .get(new Operation().operationId("listPets").addTagsItem("pet-controller")
                .addParametersItem(new QueryParameter().name("species").schema(new ArraySchema().items(species)))
                .responses(new ApiResponses().addApiResponse("200", new ApiResponse().description("OK").content(json(new ArraySchema().items(ref("Pet")))))))
            .post(new Operation().operationId("createPet").addTagsItem("pet-controller")
                .addParametersItem(new HeaderParameter().name("X-Request-Id").schema(new StringSchema().format("uuid")))
                .requestBody(new RequestBody().required(true).content(json(ref("Pet"))))
                .responses(new ApiResponses().addApiResponse("201", new ApiResponse().description("Created").content(json(ref("Pet")))))));
        paths.addPathItem("/pets/{id}", new PathItem()
            .get(new Operation().operationId("getPet").addTagsItem("pet-controller")
                .addParametersItem(new PathParameter().name("id").schema(new IntegerSchema().format("int64")))
                .responses(new ApiResponses()
                    .addApiResponse("200", new ApiResponse().description("OK").content(json(ref("Pet"))))
                    .addApiResponse("404", new ApiResponse().description("Not Found").content(json(ref("ApiError")))))));
        paths.addPathItem("/drawings", new PathItem()
            .post(new Operation().operationId("echoDrawing").addTagsItem("drawing-controller")
                .requestBody(new RequestBody().required(true).content(json(ref("Drawing"))))
                .responses(new ApiResponses().addApiResponse("200", new ApiResponse().description("OK").content(json(ref("Drawing")))))));
        return new OpenAPI().info(new Info().title("OpenAPI definition").version("v0"))
            .addServersItem(new Server().url("http://localhost:8080").description("Generated server url"))
            .paths(paths).components(new Components().schemas(schemas));
    }
}
