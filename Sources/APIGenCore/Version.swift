/// apigen's release, as `apigen --version` prints it and packages depend on it
/// (`.package(url: …, from: "0.1.0")`). Generated code does not carry it, so that a new
/// release that generates the same Swift leaves `Generated/` untouched.
public enum APIGenVersion {
    /// The version, `major.minor.patch`.
    public static let current = "0.1.0"
}
