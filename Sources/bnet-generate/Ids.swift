/// Operation ids: each declaration states its catalogue id as a string literal (`"d3Act"`), so no
/// declaration refers to anything the generator writes.
enum Ids {
    /// `prefix` followed by `name` with its first letter uppercased: `d3` + `act` → `d3Act`; what an
    /// error message suggests when a declaration's id is missing.
    static func derived(prefix: String, name: String) -> String {
        guard let first = name.first else { return prefix }
        return prefix + first.uppercased() + name.dropFirst()
    }
}
