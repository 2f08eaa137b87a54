//! The catalogue's growth rates against the exact counts: count(n) / base^n
//! settles, on the documentation's factor where it gives one.

use hanoi_core::growth::{self, count, counts};
use hanoi_core::{Puzzle, CATALOGUE};

/// count(n) / base^n for the variation's n from `from` to its largest (even
/// n only where the factor is given for them).
fn ratios(name: &str, from: u32) -> Vec<(u32, f64)> {
    let v = hanoi_core::find(name).unwrap();
    let growth = growth::of(v).unwrap();
    (from..=v.discs.max)
        .filter(|n| !growth.even_only || n % 2 == 0)
        .map(|n| {
            let exact = count(v, n as u64, None).unwrap().unwrap();
            (n, exact as f64 / growth.base.powi(n as i32))
        })
        .collect()
}

#[test]
fn every_documented_rate_settles_on_its_factor() {
    let mut checked = 0;
    for v in CATALOGUE {
        let Some(growth) = growth::of(v) else { continue };
        checked += 1;
        let ratios = ratios(v.name, 20);
        let (_, last) = *ratios.last().unwrap();
        // Settled: from n = 20 on, within a quarter of a percent of the last.
        for &(n, ratio) in &ratios {
            assert!((ratio / last - 1.0).abs() < 0.0025, "{} n={n}: {ratio} against {last}", v.name);
        }
        // On the documentation's constant, to its four figures.
        if let Some(factor) = growth.factor {
            assert!((last / factor - 1.0).abs() < 0.0005, "{}: settles on {last}, not {factor}", v.name);
        }
    }
    assert_eq!(checked, 27);
}

#[test]
fn rainbow_settles_on_the_guides_figures() {
    // DDD(n) ~ 0.6576·2.3117^n, as rainbow.rs checks with the rounded rate.
    let rainbow = growth::of(hanoi_core::find("Rainbow").unwrap()).unwrap();
    assert_eq!((rainbow.base * 1e4).round(), 23117.0);
    let (_, last) = *ratios("Rainbow", 30).last().unwrap();
    assert!((last - 0.6576).abs() < 0.00005, "{last}");
    // Rainbow_C's BAC(n): the same rate, a constant the guide does not give.
    let bac = growth::of(hanoi_core::find("Rainbow_C").unwrap()).unwrap();
    assert_eq!((bac.base, bac.factor), (rainbow.base, None));
}

#[test]
fn multi_stack_grows_as_2_to_the_n_on_every_number_of_pins() {
    // l(2^n - 1) + 2^(n-1): count(n) / 2^n settles on l + 1/2 (3 for Turtle's
    // two stacks) for l stacks, so the rate is given alone.
    let v = hanoi_core::find("Multi_Stack").unwrap();
    let growth = growth::of(v).unwrap();
    assert_eq!((growth.base, growth.factor), (2.0, None));
    for pins in (v.pins.min..=v.pins.max).step_by(2) {
        let stacks = pins / 2;
        let settles_on = if stacks == 2 { 3.0 } else { stacks as f64 + 0.5 };
        for n in 10..=v.discs.max {
            let exact = count(v, n as u64, Some(pins as u64)).unwrap().unwrap() as f64;
            let ratio = exact / growth.base.powi(n as i32);
            assert!((ratio / settles_on - 1.0).abs() < 0.01, "{pins} pins, n={n}: {ratio} against {settles_on}");
        }
    }
}

#[test]
fn odd_numbers_of_discs_stay_a_fixed_ratio_off_the_even_factor() {
    // BABB(n) = 4·3^[n/2] - 2 for odd n: 4/√3 = 2.309 times √3^n.
    let v = hanoi_core::find("Reversi_B").unwrap();
    let growth = growth::of(v).unwrap();
    for n in (21..=63u32).step_by(2) {
        let exact = count(v, n as u64, None).unwrap().unwrap() as f64;
        let ratio = exact / growth.base.powi(n as i32);
        assert!((ratio / (4.0 / 3f64.sqrt()) - 1.0).abs() < 1e-4, "n={n}: {ratio}");
    }
}

#[test]
fn counts_are_the_solutions_lengths_empty_beyond_the_limits_and_too_long_past_128_bits() {
    let classic = hanoi_core::find("Classic").unwrap();
    let table = counts(classic, 70, None);
    assert_eq!(table.len(), 71);
    for (n, cell) in table.iter().enumerate() {
        let expected = Puzzle::new(classic, n as u64, None).ok().map(|p| p.solution().length());
        assert_eq!(*cell, expected, "n={n}");
    }
    assert_eq!(table[64], Some(Ok(u64::MAX as u128)));
    assert_eq!(table[65], None, "Classic takes at most 64 discs");
    // Pins apply where the variation takes a choice, and are refused as the puzzle refuses them.
    let many_pin = hanoi_core::find("Many_Pin").unwrap();
    assert_eq!(count(many_pin, 10, Some(4)), Some(Ok(49)));
    assert_eq!(count(many_pin, 10, Some(101)), None);
    assert!(matches!(count(many_pin, 1000, Some(3)), Some(Err(_))));
    assert_eq!(count(classic, 10, Some(4)), Some(Ok(1023)), "Classic's pins are fixed");
}

#[test]
fn every_count_grows_with_the_number_of_discs_so_a_table_stops_at_the_first_past_128_bits() {
    for v in CATALOGUE {
        let pins: &[Option<u64>] = if v.pins.is_fixed() { &[None] } else { &[None, Some(v.pins.min as u64)] };
        for &pins in pins {
            let exact: Vec<_> = (0..=v.discs.max as u64).map(|n| count(v, n, pins)).collect();
            let mut last = 0;
            for (n, cell) in exact.iter().enumerate() {
                match cell {
                    Some(Ok(c)) => {
                        assert!(*c >= last, "{} {pins:?}: {c} moves with {n} discs, fewer than with {}", v.name, n - 1);
                        last = *c;
                    }
                    Some(Err(_)) => last = u128::MAX,
                    None => {}
                }
            }
            assert_eq!(counts(v, v.discs.max as u64, pins), exact, "{} {pins:?}", v.name);
        }
    }
}

#[test]
fn twenty_seven_variations_have_a_documented_rate() {
    // A rate is looked up by the variation's name: a misspelt name would
    // quietly leave its variation without one.
    let with_rates: Vec<&str> = CATALOGUE.iter().filter(|v| growth::of(v).is_some()).map(|v| v.name).collect();
    assert_eq!(with_rates.len(), 27, "{with_rates:?}");
}
