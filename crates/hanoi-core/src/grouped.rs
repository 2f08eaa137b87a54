//! A count with its thousands marked, "1,000,000", as every count in the
//! page's and the command line's words is written.

use alloc::string::ToString;
use core::fmt::{self, Write};

/// `n` written with its thousands marked, for `format!` and `write!`.
pub(crate) fn grouped(n: u128) -> Grouped {
    Grouped(n)
}

/// See [`grouped`].
pub(crate) struct Grouped(u128);

impl fmt::Display for Grouped {
    // Digit by digit (no String built, no slicing of text, whose failure
    // path alone cost the first module 3 KB).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits = self.0.to_string();
        let len = digits.len();
        for (i, &digit) in digits.as_bytes().iter().enumerate() {
            if i > 0 && (len - i) % 3 == 0 {
                f.write_char(',')?;
            }
            f.write_char(char::from(digit))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::grouped;
    use alloc::string::ToString;

    #[test]
    fn thousands_are_marked() {
        assert_eq!(grouped(0).to_string(), "0");
        assert_eq!(grouped(999).to_string(), "999");
        assert_eq!(grouped(1000).to_string(), "1,000");
        assert_eq!(grouped(12_345_678).to_string(), "12,345,678");
        assert_eq!(grouped(u128::MAX).to_string(), "340,282,366,920,938,463,463,374,607,431,768,211,455");
    }
}
