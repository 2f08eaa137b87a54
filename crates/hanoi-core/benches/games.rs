//! `make bench`: the retrograde analysis of the two-player games, natively.
//! For each game, the positions analysed per second at each size, and the
//! largest size analysed within 10 s. Figures only: nothing is asserted.

use std::time::{Duration, Instant};

use hanoi_core::game::{Analysis, Ending, Game, Impartial, RedBlue, Scoring, Side, Weights};

const LIMIT: Duration = Duration::from_secs(10);

/// Analyse sizes 1, 2, ... of one game while each takes under 10 s.
fn sizes<G: Game>(name: &str, max: u64, mut make: impl FnMut(u64) -> Option<G>) {
    let mut largest = None;
    let mut previous: Option<Duration> = None;
    for n in 1..=max {
        let Some(mut game) = make(n) else { break };
        let run = Instant::now();
        let Ok(analysis) = Analysis::run(&mut game) else { break };
        let took = run.elapsed();
        let value = analysis.value(game.start()).unwrap();
        if took > Duration::from_millis(50) {
            println!(
                "game: {:<34} {:>7.2} s {:>6.2} M positions/s ({} positions, {} moves, start: {value})",
                format!("{name} n={n}"),
                took.as_secs_f64(),
                analysis.positions() as f64 / took.as_secs_f64() / 1e6,
                analysis.positions(),
                analysis.moves()
            );
        }
        if took > LIMIT {
            break;
        }
        largest = Some(n);
        // Sizes grow by a factor; skip a next size that would clearly take
        // far longer than the limit.
        if let Some(before) = previous.filter(|b| b.as_secs_f64() > 0.01) {
            let next = took.as_secs_f64() * took.as_secs_f64() / before.as_secs_f64();
            if next > 2.0 * LIMIT.as_secs_f64() && n < max {
                println!("game: {name} n={}: not run, estimated {next:.0} s", n + 1);
                break;
            }
        }
        previous = Some(took);
    }
    println!("game: {name}: largest n analysed within 10 s: {}", largest.map_or("none".into(), |n| n.to_string()));
}

fn main() {
    for pegs in 3..=6 {
        sizes(&format!("impartial {pegs} pegs EC2"), Impartial::max_discs(pegs), |n| {
            Impartial::new(pegs as u64, n, Ending::Ec2).ok()
        });
    }
    sizes("scoring EC1 weights 1,2,-3", Scoring::MAX_DISCS, |n| {
        Scoring::new(n, Ending::Ec1, Weights::whole(1, 2, -3), None).ok()
    });
    sizes("red-blue", RedBlue::MAX_DISCS, |n| RedBlue::new(n, Side::Blue).ok());
}
