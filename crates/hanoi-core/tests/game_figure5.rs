//! Figure 5 of Chappelon, Larsson and Matsuura (the plane of weights, w23
//! fixed, where scoring play is drawn) computed point by point against the
//! region Theorems 5 and 6 describe, which the page outlines.

use std::ops::ControlFlow;

use hanoi_core::game::weight_plane::{Plane, Region};
use hanoi_core::game::Ending;

const DRAW: u8 = 4;

fn cells(plane: &Plane) -> Vec<u8> {
    plane.cells(&mut |_, _| ControlFlow::Continue(())).unwrap()
}

/// Theorem 5's win conditions for two discs, x = w12, y = w13, c = w23.
fn theorem_5_wins(ending: Ending, x: i64, y: i64, c: i64) -> bool {
    let one = x + c - y > 0;
    let two = 3 * y - x - c > 0;
    let three = y + c - x > 0;
    let four = 3 * x - y - c > 0;
    let five = x + y - c > 0;
    match ending {
        Ending::Ec1 => one || two,
        Ending::Ec2 | Ending::Ec3 => five,
        _ => one || two || three || four || five,
    }
}

#[test]
fn figure_5_itself_is_drawn_exactly_in_the_wedge_the_paper_leaves_white() {
    let plane = Plane::new(2, Ending::Ec1, -3, 10).unwrap();
    let kinds = cells(&plane);
    for (index, &kind) in kinds.iter().enumerate() {
        let (x, y) = plane.point(index);
        let white = x - 3 <= y && 3 * y <= x - 3;
        assert_eq!(kind == DRAW, white, "({x}, {y}): kind {kind}");
        if !white {
            assert_eq!(kind, 1, "({x}, {y}): the first player wins outside the white area");
        }
    }
    // The region the page outlines has the wedge's apex, (3, 0).
    let Region::Polygon(corners) = plane.drawn_region() else { panic!("a polygon") };
    assert!(corners.contains(&(3.0, 0.0)));
}

#[test]
fn two_discs_are_drawn_where_theorem_5_says_for_every_ending_and_w23() {
    for ending in Ending::ALL {
        for w23 in [-3, 0, 2] {
            let plane = Plane::new(2, ending, w23, 5).unwrap();
            for (index, &kind) in cells(&plane).iter().enumerate() {
                let (x, y) = plane.point(index);
                let wins = theorem_5_wins(ending, x, y, w23);
                assert_eq!(kind == DRAW, !wins, "{ending}, ({x}, {y}, {w23}): kind {kind}");
                assert_eq!(kind == 1, wins, "{ending}, ({x}, {y}, {w23}): kind {kind}");
            }
        }
    }
}

#[test]
fn from_three_discs_only_the_point_of_equal_non_positive_weights_is_drawn() {
    for ending in Ending::ALL {
        let plane = Plane::new(3, ending, -3, 4).unwrap();
        for (index, &kind) in cells(&plane).iter().enumerate() {
            let (x, y) = plane.point(index);
            assert_eq!(kind == DRAW, (x, y) == (-3, -3), "{ending}, ({x}, {y}): kind {kind}");
            if (x, y) != (-3, -3) {
                assert_eq!(kind, 1, "{ending}, ({x}, {y}): Theorem 6, the first player wins");
            }
        }
        assert_eq!(plane.drawn_region(), Region::Point(-3.0, -3.0));
    }
}

#[test]
fn one_disc_has_no_drawn_game() {
    for ending in Ending::ALL {
        let plane = Plane::new(1, ending, -3, 3).unwrap();
        assert!(cells(&plane).iter().all(|&k| k != DRAW), "{ending}");
        assert_eq!(plane.drawn_region(), Region::Empty);
    }
}

#[test]
fn planes_out_of_range_are_refused_with_the_reason() {
    assert_eq!(Plane::new(5, Ending::Ec1, -3, 10).unwrap_err(), "the weight plane takes 1 to 4 discs, not 5");
    assert!(Plane::new(2, Ending::Ec1, 101, 10).unwrap_err().contains("-100 to 100"));
    assert!(Plane::new(2, Ending::Ec1, -3, 13).unwrap_err().contains("1 to 12"));
}
