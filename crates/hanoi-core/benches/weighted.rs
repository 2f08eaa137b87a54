//! `make bench`: the weighted puzzle natively. The recursion's table for
//! 64 and 1000 discs (exact costs; what passes 2^128 units is refused),
//! and the exact search: the largest number of discs it solves within 10 s
//! on 3, 4 and 5 pegs (or the size limit, if that comes first). Figures
//! only: nothing is asserted.

use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use hanoi_core::weighted::pricing::Pricing;
use hanoi_core::weighted::shortest::{cheapest, Estimate};
use hanoi_core::weighted::table::CostTable;
use hanoi_core::weighted::Weighted;

const LIMIT: Duration = Duration::from_secs(10);

/// The fastest of `runs` runs of `work`.
fn best<T>(runs: u32, mut work: impl FnMut() -> T) -> (Duration, T) {
    let mut fastest = Duration::MAX;
    let mut result = None;
    for _ in 0..runs {
        let start = Instant::now();
        let value = work();
        fastest = fastest.min(start.elapsed());
        result = Some(value);
    }
    (fastest, result.expect("at least one run"))
}

fn equal(pegs: usize) -> Pricing {
    let row = |a: usize| (0..pegs).map(|b| if a == b { "0" } else { "1" }).collect::<Vec<_>>().join(",");
    Pricing::parse(&(0..pegs).map(row).collect::<Vec<_>>().join(";")).unwrap()
}

fn main() {
    let example = Pricing::parse("0,3,15;8,0,2;5,6,0").unwrap();
    let zero = Pricing::parse("0,0,0;0,0,0;0,0,0").unwrap();
    for (name, pricing) in [("Example 1", &example), ("all zero", &zero)] {
        for discs in [64u32, 1000] {
            let (took, table) = best(20, || CostTable::new(pricing, discs));
            let answer = match Weighted::solve(pricing, discs, 0, 2, |_| ControlFlow::Continue(())) {
                Ok(w) => format!("cost {} in {} moves", w.cost(), w.count()),
                Err(refused) => format!("refused: {refused}"),
            };
            println!(
                "weighted table: {:<22} {:>9.1} us for all {} cells ({answer})",
                format!("{name} n={discs}"),
                took.as_secs_f64() * 1e6,
                6 * table.discs()
            );
        }
    }
    for pegs in [3usize, 4, 5] {
        let pricing = equal(pegs);
        let mut largest = None;
        for discs in 1.. {
            if !Estimate::new(pegs, discs).fits() {
                println!("weighted search: {pegs} pegs n={discs}: past the size limit, not run");
                break;
            }
            let start = Instant::now();
            let found = cheapest(&pricing, discs, 0, pegs as u8 - 1, |_| ControlFlow::Continue(())).unwrap();
            let took = start.elapsed();
            if took > Duration::from_millis(50) {
                println!(
                    "weighted search: {:<20} {:>7.2} s {:>6.2} M positions/s ({} settled, cost {})",
                    format!("{pegs} pegs n={discs}"),
                    took.as_secs_f64(),
                    found.settled as f64 / took.as_secs_f64() / 1e6,
                    found.settled,
                    found.total.cost.exact().unwrap()
                );
            }
            if took > LIMIT {
                break;
            }
            largest = Some(discs);
        }
        println!(
            "weighted search: {pegs} pegs: largest n within 10 s: {}",
            largest.map_or("none".into(), |n| n.to_string())
        );
    }
}
