/// Schema names that spell a namespace with dots: Kubernetes' `io.k8s.api.core.v1.Pod`, Java's and
/// .NET's full class names (`com.example.dto.PetDto`). The model is named by the shortest ending
/// of the name that no other schema's name shares, so `Pod` reads as `Pod`, and `v1.CronJob`
/// beside `v1beta1.CronJob` keeps the version that tells them apart.
enum DottedNames {
    /// The ending for each dotted name that has a shorter one to go by.
    static func shortestEndings(_ names: [String]) -> [String: String] {
        let all = Set(names)
        /// How many names end with each run of their last segments, counted by that run.
        var sharing: [String: Int] = [:]
        for name in all {
            let segments = name.split(separator: ".", omittingEmptySubsequences: false)
            for count in 1...segments.count {
                sharing[segments.suffix(count).joined(separator: "."), default: 0] += 1
            }
        }
        var endings: [String: String] = [:]
        for name in all where name.contains(".") {
            let segments = name.split(separator: ".", omittingEmptySubsequences: false)
            for count in 1..<segments.count {
                let ending = segments.suffix(count).joined(separator: ".")
                // One segment empty (`a..b`, `Pet.`) would not be a name.
                guard !segments.suffix(count).contains(where: \.isEmpty) else { break }
                if sharing[ending] == 1 && !all.contains(ending) {
                    endings[name] = ending
                    break
                }
            }
        }
        return endings
    }
}
