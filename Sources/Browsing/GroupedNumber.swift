/// A count as the user reads it, its digits in groups of three: "31,223".
public enum GroupedNumber {
    public static func text(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var result = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// A count of a noun, grouped, the noun in the plural but for one: "1 song", "3,120 songs".
    public static func counted(_ number: Int, _ noun: String) -> String {
        text(number) + " " + noun + (number == 1 ? "" : "s")
    }
}
