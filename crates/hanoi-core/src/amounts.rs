//! Amounts as people say them, worded once for the page and the command
//! line: how long something will take ("about 9 seconds") and how much
//! memory it needs ("870 MB").

use core::fmt;

/// About how long `seconds` take, as a person says it: "about 12 seconds",
/// "about 3 minutes", "about 2 hours" (rounded up, at least 1 second).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct About(pub u64);

impl fmt::Display for About {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (count, unit) = match self.0 {
            0..=99 => (self.0.max(1), "second"),
            100..=5999 => (self.0.div_ceil(60), "minute"),
            _ => (self.0.div_ceil(3600), "hour"),
        };
        write!(f, "about {count} {unit}{}", if count == 1 { "" } else { "s" })
    }
}

/// A number of bytes in the largest unit of 1024 that keeps it at least 1:
/// "512 bytes", "1.5 KB", "870 MB", "1,024 GB" (one decimal below 10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bytes(pub u64);

impl fmt::Display for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const UNITS: [&str; 6] = ["KB", "MB", "GB", "TB", "PB", "EB"];
        if self.0 < 1024 {
            return write!(f, "{} byte{}", self.0, if self.0 == 1 { "" } else { "s" });
        }
        let mut unit = 0;
        let mut size = 1024u128;
        while unit + 1 < UNITS.len() && self.0 as u128 >= size * 1024 {
            size *= 1024;
            unit += 1;
        }
        // In tenths of the unit, rounded to the nearest, without floats.
        let tenths = (self.0 as u128 * 10 + size / 2) / size;
        if tenths < 100 {
            write!(f, "{}.{} {}", tenths / 10, tenths % 10, UNITS[unit])
        } else {
            let whole = (self.0 as u128 + size / 2) / size;
            write!(f, "{} {}", crate::grouped::grouped(whole), UNITS[unit])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{About, Bytes};
    use alloc::string::ToString;

    #[test]
    fn durations_read_as_a_person_says_them() {
        let said = |s| About(s).to_string();
        assert_eq!(said(0), "about 1 second");
        assert_eq!(said(1), "about 1 second");
        assert_eq!(said(9), "about 9 seconds");
        assert_eq!(said(99), "about 99 seconds");
        assert_eq!(said(100), "about 2 minutes");
        assert_eq!(said(5999), "about 100 minutes");
        assert_eq!(said(6000), "about 2 hours");
        assert_eq!(said(3600 * 5 + 1), "about 6 hours");
    }

    #[test]
    fn sizes_read_in_their_largest_unit() {
        let said = |n| Bytes(n).to_string();
        assert_eq!(said(1), "1 byte");
        assert_eq!(said(1023), "1023 bytes");
        assert_eq!(said(1024), "1.0 KB");
        assert_eq!(said(1536), "1.5 KB");
        assert_eq!(said(870 << 20), "870 MB");
        assert_eq!(said((9 << 20) + (19 << 20) / 20), "9.9 MB");
        assert_eq!(said(3 << 30), "3.0 GB");
        assert_eq!(said(u64::MAX), "16 EB");
    }
}
