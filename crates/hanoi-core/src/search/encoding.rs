//! Positions as ranks in a mixed-radix number, so a visited set is a plain
//! array indexed by rank.
//!
//! Every disc (a size and a stack) has a pin digit, over the pins it may
//! ever stand on, and, where the rules can change its colour, a colour digit. Because no disc may go on a smaller
//! one, the discs on a pin are ordered by size, so pins and colours say
//! everything, except where discs of equal size may share a pin (Antwerp):
//! their order on a pin then matters too, and a group of equal discs gets
//! one more digit, the permutation of its members listed by pin and height.
//! Where equal discs may stand on the same pins but never on each other
//! (Multi-Stack), they share one joint digit over the placements that keep
//! them on different pins: 18 for three discs of three pins each on six
//! pins, instead of 27, so that most ranks are positions and dense marks fit.

use alloc::vec::Vec;
use core::fmt;

use super::packed::{self, Packed};
use crate::colour::Colour;
use crate::position::{Disc, Position};
use crate::rules::{Constraint, Rules};

/// Why a puzzle's positions cannot be ranked; the search refuses rather than
/// risk a wrong answer. Worded to follow "cannot search Classic: " and
/// "The search cannot take this puzzle: ".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unencodable {
    /// Without the size rule the discs on a pin may be in any order.
    NoSizeRule,
    /// The start has a disc on a smaller one.
    UnsortedStart,
    /// Two discs share a size and a stack, so they cannot be told apart.
    TwinDiscs { size: u16 },
    /// More equal discs than a permutation digit is made for.
    LargeGroup { size: u16, count: usize },
    /// The goal has other discs than the start.
    GoalDiscsDiffer,
    /// The number of positions does not fit in 64 bits.
    TooManyPositions,
}

impl fmt::Display for Unencodable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unencodable::NoSizeRule => f.write_str("its rules let a disc go on a smaller one"),
            Unencodable::UnsortedStart => f.write_str("the start position has a disc on a smaller one"),
            Unencodable::TwinDiscs { size } => {
                write!(f, "two discs of size {size} in the same stack cannot be told apart")
            }
            Unencodable::LargeGroup { size, count } => {
                write!(f, "{count} discs of size {size} may share a pin, in more orders than it can encode")
            }
            Unencodable::GoalDiscsDiffer => f.write_str("the goal has other discs than the start"),
            Unencodable::TooManyPositions => f.write_str("the number of positions does not fit in 64 bits"),
        }
    }
}

impl core::error::Error for Unencodable {}

/// The most equal discs whose orders get a permutation digit (8! = 40320).
const MAX_GROUP: usize = 8;

/// One disc's digits.
#[derive(Clone, Debug)]
struct Slot {
    size: u16,
    stack: u8,
    /// The colours it can have; the colour digit is an index into this.
    colours: Vec<Colour>,
    /// The pins it may ever stand on; the pin digit is an index into this
    /// (every pin but where a stack keeps to its own pins, Multi-Stack).
    pins: Vec<u8>,
    /// The pin digit of each pin, `u8::MAX` where it may not stand.
    pin_digits: Vec<u8>,
    pin_weight: u64,
    /// Unused (0) when the disc has one colour.
    colour_weight: u64,
    /// The group of equal discs that may share a pin, if any.
    group: Option<usize>,
    /// The joint digit of equal discs kept on different pins, if any; the
    /// slot then has no pin digit of its own.
    joint: Option<usize>,
}

impl Slot {
    /// The pin and disc this slot's digits say, taken from `take` in order.
    #[inline(always)]
    fn read(&self, take: &mut impl FnMut() -> usize) -> (usize, Disc) {
        let pin = self.pins.get(take()).copied().unwrap_or(0) as usize;
        // A disc with one colour has no colour digit.
        let colour = if self.colours.len() > 1 {
            self.colours.get(take()).copied().unwrap_or(self.colours[0])
        } else {
            self.colours[0]
        };
        (pin, Disc { size: self.size, colour, stack: self.stack })
    }
}

/// Discs of one size that may share a pin: their slots are consecutive.
#[derive(Clone, Debug)]
struct Group {
    first: usize,
    count: usize,
    weight: u64,
}

/// Equal discs that may not share a pin: one digit for where they all are.
/// Their slots are consecutive.
#[derive(Clone, Debug)]
struct Joint {
    first: usize,
    count: usize,
    weight: u64,
    digit: Digit,
    /// The pin of each member (`count` a placement), by joint digit.
    placements: Vec<u8>,
    /// The joint digit of each combination of the members' own pin digits
    /// (a mixed-radix number over the members, first member least
    /// significant), `u32::MAX` where two of them would share a pin.
    index: Vec<u32>,
    /// The weight of each member's pin digit in `index`.
    strides: Vec<u32>,
}

/// The most entries of a [`JointMoves`] table.
const MAX_JOINT_MOVES: usize = 1 << 16;

/// What each move of a joint member adds to the rank (wrapping), by joint,
/// digit, member and the pin it goes to, so that no move divides the rank
/// (Multi-Stack). Built by [`Encoding::joint_moves`] for the search alone,
/// so that the encoding's other users (the games) carry none of it.
#[derive(Clone, Debug)]
pub struct JointMoves {
    /// A row of `pins` entries for each joint, digit and member, 0 where
    /// the member may not stand on the pin or would share it with another.
    deltas: Vec<u64>,
    /// Where each joint's rows start.
    starts: Vec<u32>,
    /// At the start of each row, a bit for each pin it may go to.
    targets: Vec<u64>,
}

impl JointMoves {
    /// What moving the top disc of a pin whose row [`Encoding::joint_tops`]
    /// gave to pin `to` adds to the rank (wrapping), 0 where it may not
    /// stand there or would share a pin with an equal disc.
    #[inline(always)]
    pub fn delta(&self, row: u32, to: usize) -> u64 {
        self.deltas.get(row as usize + to).copied().unwrap_or(0)
    }

    /// The pins the top disc of a pin whose row [`Encoding::joint_tops`]
    /// gave may go to, a bit each: those where [`JointMoves::delta`] is not 0.
    #[inline(always)]
    pub fn targets(&self, row: u32) -> u64 {
        self.targets.get(row as usize).copied().unwrap_or(0)
    }
}

/// The most combinations of pins a joint digit is made for; beyond, equal
/// discs keep a pin digit each.
const MAX_JOINT: u64 = 4096;

impl Joint {
    /// The members' placements as a joint digit, `None` if two share a pin.
    fn digit_of(&self, pin_digits: impl Iterator<Item = u8>) -> Option<u64> {
        let key: u32 = pin_digits.zip(&self.strides).map(|(d, &s)| d as u32 * s).sum();
        self.index.get(key as usize).copied().filter(|&d| d != u32::MAX).map(u64::from)
    }
}

/// One digit of the rank: its radix, and the multiplier that divides by it
/// without a division instruction for ranks below 2^32 (Lemire, Kaser and
/// Kurz, "Faster remainder by direct computation", 2019).
#[derive(Clone, Copy, Debug)]
struct Digit {
    radix: u64,
    magic: u64,
}

impl Digit {
    fn new(radix: u64) -> Digit {
        Digit { radix, magic: (u64::MAX / radix).wrapping_add(1) }
    }

    /// The quotient and remainder of `rank` by the radix.
    #[inline(always)]
    fn split(&self, rank: u64) -> (u64, u64) {
        // Pins and colours often come in powers of two (Reversi: 4 pins and
        // 2 colours), and ranks past 32 bits would otherwise be divided.
        if self.radix.is_power_of_two() {
            return (rank >> self.radix.trailing_zeros(), rank & (self.radix - 1));
        }
        if rank <= u32::MAX as u64 && self.radix > 1 {
            let quotient = ((self.magic as u128 * rank as u128) >> 64) as u64;
            let low = self.magic.wrapping_mul(rank);
            let remainder = ((low as u128 * self.radix as u128) >> 64) as u64;
            (quotient, remainder)
        } else {
            (rank / self.radix, rank % self.radix)
        }
    }
}

/// The ranking of one puzzle's positions.
#[derive(Clone, Debug)]
pub struct Encoding {
    pins: usize,
    slots: Vec<Slot>,
    groups: Vec<Group>,
    joints: Vec<Joint>,
    /// Least significant first.
    digits: Vec<Digit>,
    /// Slot of a disc, indexed by `size * stacks + stack`.
    slot_of: Vec<u32>,
    stacks: usize,
    positions: u64,
    /// A position with the puzzle's bases and shafts, to decode into.
    empty: Position,
    /// Each pin's base (the pseudo-disc under its discs).
    bases: Vec<Disc>,
    /// Each slot's disc, and its pin for each digit value (slot by slot,
    /// `radix` values each) unless every slot's pin digit is the pin
    /// itself: compact, for [`Encoding::tops`].
    slot_discs: Vec<Disc>,
    pin_table: Option<Vec<u8>>,
    /// The radix of every digit where they are all pin digits of one radix
    /// (no colours that change, no groups): such ranks decode faster.
    uniform: Option<u64>,
    /// For three pins whose digits are the pins themselves: by the value of
    /// [`CHUNK`] digits, which of them is the last (smallest) on each pin,
    /// 4 bits a pin, 1 + its place, 0 for none. [`Encoding::tops`] reads
    /// the digits so a chunk at a time rather than one by one.
    top_chunks: Vec<u16>,
    /// Where every digit is a power of two and every disc has the same
    /// fields (Reversi), and the ranks are not [`Encoding::uniform`]: the
    /// tops are read from the bits ([`Packed`]).
    packed: Option<Packed>,
}

/// A top disc that is no joint member, in [`Encoding::joint_tops`].
pub const NO_JOINT: u32 = u32::MAX;

/// Digits per entry of [`Encoding::top_chunks`]: 3^8 entries of 2 bytes.
const CHUNK: usize = 8;
const CHUNK_VALUES: u64 = 3u64.pow(CHUNK as u32);

/// [`Encoding::top_chunks`]' table.
fn top_chunks() -> Vec<u16> {
    (0..CHUNK_VALUES)
        .map(|value| {
            let mut entry = 0u16;
            let mut rest = value;
            for place in 0..CHUNK {
                let pin = rest % 3;
                rest /= 3;
                entry = entry & !(15 << (4 * pin)) | ((place as u16 + 1) << (4 * pin));
            }
            entry
        })
        .collect()
}

impl Encoding {
    pub fn new(rules: &Rules, start: &Position, goal: &Position) -> Result<Encoding, Unencodable> {
        if !rules.constraints().contains(&Constraint::NotOnSmaller) {
            return Err(Unencodable::NoSizeRule);
        }
        if start.pins().any(|pin| pin.windows(2).any(|w| w[1].size > w[0].size)) {
            return Err(Unencodable::UnsortedStart);
        }
        let pins = start.pin_count();
        // Largest first, so decoding pushes each pin's discs bottom to top.
        let (discs, twin) = in_digit_order(start);
        let (goal_discs, _) = in_digit_order(goal);
        let alike = |a: &Disc, b: &Disc| a.size == b.size && a.stack == b.stack;
        if goal_discs.len() != discs.len() || !goal_discs.iter().zip(&discs).all(|(a, b)| alike(a, b)) {
            return Err(Unencodable::GoalDiscsDiffer);
        }
        if let Some(size) = twin {
            return Err(Unencodable::TwinDiscs { size });
        }
        let share = !rules.constraints().contains(&Constraint::NotOnEqual);
        let mut joints = Vec::new();
        let stacks = discs.iter().map(|d| d.stack as usize + 1).max().unwrap_or(1);
        let max_size = discs.first().map_or(0, |d| d.size as usize);
        let mut slot_of = alloc::vec![u32::MAX; (max_size + 1) * stacks];
        let mut slots = Vec::with_capacity(discs.len());
        let mut groups = Vec::new();
        let mut weight: u128 = 1;
        let mut digits: Vec<Digit> = Vec::new();
        let mut grow = |weight: &mut u128, radix: u128| -> Result<u64, Unencodable> {
            let this = *weight;
            *weight =
                this.checked_mul(radix).filter(|&w| w <= u64::MAX as u128).ok_or(Unencodable::TooManyPositions)?;
            digits.push(Digit::new(radix as u64));
            Ok(this as u64)
        };
        let mut i = 0;
        while i < discs.len() {
            let size = discs[i].size;
            let count = discs[i..].iter().take_while(|d| d.size == size).count();
            let group = (share && count > 1).then_some(groups.len());
            if group.is_some() {
                if count > MAX_GROUP {
                    return Err(Unencodable::LargeGroup { size, count });
                }
                let orders = (1..=count as u128).product();
                let weight = grow(&mut weight, orders)?;
                groups.push(Group { first: i, count, weight });
            }
            let allowed_of = |disc: &Disc| -> Vec<u8> {
                (0..pins).filter(|&pin| rules.allows_on(disc, pin, pins)).map(|pin| pin as u8).collect()
            };
            let members = &discs[i..i + count];
            let joint =
                if share || count < 2 || members.iter().any(|d| rules.colours(d.colour).len() > 1) {
                    None
                } else {
                    joint_of(i, &members.iter().map(allowed_of).collect::<Vec<_>>())
                };
            let joint = match joint {
                Some(mut joint) => {
                    joint.weight = grow(&mut weight, joint.digit.radix as u128)?;
                    joints.push(joint);
                    Some(joints.len() - 1)
                }
                None => None,
            };
            for disc in members {
                let colours = rules.colours(disc.colour);
                let allowed = allowed_of(disc);
                let mut pin_digits = alloc::vec![u8::MAX; pins];
                for (digit, &pin) in allowed.iter().enumerate() {
                    pin_digits[pin as usize] = digit as u8;
                }
                let pin_weight = if joint.is_some() { 0 } else { grow(&mut weight, allowed.len().max(1) as u128)? };
                let colour_weight = if colours.len() > 1 { grow(&mut weight, colours.len() as u128)? } else { 0 };
                slot_of[disc.size as usize * stacks + disc.stack as usize] = slots.len() as u32;
                slots.push(Slot {
                    size: disc.size,
                    stack: disc.stack,
                    colours,
                    pins: allowed,
                    pin_digits,
                    pin_weight,
                    colour_weight,
                    group,
                    joint,
                });
            }
            i += count;
        }
        let mut empty = start.clone();
        empty.clear_discs();
        let bases = (0..pins).map(|pin| *empty.top_or_base(pin)).collect();
        let slot_discs = slots.iter().map(|s| Disc { size: s.size, colour: s.colours[0], stack: s.stack }).collect();
        let identity = slots.iter().all(|s| s.pins.iter().enumerate().all(|(digit, &pin)| digit == pin as usize));
        let pin_table = (!identity).then(|| slots.iter().flat_map(|s| s.pins.iter().copied()).collect());
        let uniform = digits.first().map(|d| d.radix).filter(|&radix| {
            groups.is_empty()
                && joints.is_empty()
                && slots.iter().all(|s| s.colours.len() == 1)
                && digits.iter().all(|d| d.radix == radix)
        });
        let top_chunks =
            if uniform == Some(3) && pin_table.is_none() && slots.len() >= CHUNK { top_chunks() } else { Vec::new() };
        let colours = slots.first().map_or(1, |s| s.colours.len());
        let packed = (uniform.is_none()
            && groups.is_empty()
            && joints.is_empty()
            && pin_table.is_none()
            && slots.iter().all(|s| s.pins.len() == pins && s.colours.len() == colours))
        .then(|| Packed::new(slots.len(), pins, colours))
        .flatten();
        Ok(Encoding {
            packed,
            top_chunks,
            pins,
            slots,
            groups,
            joints,
            digits,
            slot_of,
            stacks,
            positions: weight as u64,
            empty,
            bases,
            slot_discs,
            pin_table,
            uniform,
        })
    }

    /// How many ranks there are: every position has one below this.
    pub fn positions(&self) -> u64 {
        self.positions
    }

    pub fn pins(&self) -> usize {
        self.pins
    }

    /// A position with no discs, to decode into.
    pub fn blank(&self) -> Position {
        self.empty.clone()
    }

    fn slot(&self, disc: &Disc) -> Option<&Slot> {
        let index = *self.slot_of.get(disc.size as usize * self.stacks + disc.stack as usize)?;
        self.slots.get(index as usize)
    }

    /// Whether most ranks are likely positions the rules never allow, so
    /// that a search should keep the positions it reaches rather than a mark
    /// per rank: where colours change as discs move (only some colourings
    /// are reachable), where colour rules forbid most stacks, and where
    /// equal discs may stand on the same pins but never on each other.
    pub fn mostly_unreachable(&self, rules: &Rules) -> bool {
        let colour_rules =
            rules.constraints().iter().any(|c| matches!(c, Constraint::NotOnOwnColour | Constraint::OntoNextColour));
        // (Equal discs with a joint digit are ranked by their placements.)
        let shared_sizes = rules.constraints().contains(&Constraint::NotOnEqual)
            && self.slots.windows(2).any(|w| {
                w[0].size == w[1].size && w[0].joint.is_none() && w[0].pins.iter().any(|p| w[1].pins.contains(p))
            });
        self.slots.iter().any(|s| s.colours.len() > 1) || colour_rules || shared_sizes
    }

    /// Whether moving a disc can change digits other than its own (its
    /// group's order); then a neighbour must be ranked whole.
    pub fn in_group(&self, disc: &Disc) -> bool {
        self.slot(disc).is_some_and(|s| s.group.is_some())
    }

    /// How a rank changes when `disc` goes from pin `from` to pin `to` and
    /// becomes `landed`, for a disc in no group. `None` if a colour or pin is
    /// one the encoding does not know.
    #[inline]
    pub fn shifted(&self, rank: u64, disc: &Disc, landed: &Disc, from: usize, to: usize) -> Option<u64> {
        let slot = self.slot(disc)?;
        let (old, new) = (*slot.pin_digits.get(from)?, *slot.pin_digits.get(to)?);
        if new == u8::MAX {
            return None;
        }
        if let Some(j) = slot.joint {
            return self.joint_shifted(rank, j, disc, to);
        }
        let mut rank = rank
            .wrapping_add(slot.pin_weight.wrapping_mul(new as u64))
            .wrapping_sub(slot.pin_weight.wrapping_mul(old as u64));
        if landed.colour != disc.colour {
            let old = slot.colours.iter().position(|&c| c == disc.colour)? as u64;
            let new = slot.colours.iter().position(|&c| c == landed.colour)? as u64;
            rank = rank
                .wrapping_add(slot.colour_weight.wrapping_mul(new))
                .wrapping_sub(slot.colour_weight.wrapping_mul(old));
        }
        Some(rank)
    }

    /// [`Encoding::shifted`] for a member of joint `j` going to pin `to`:
    /// the joint digit of the new placement (the others stay where they
    /// are), `None` if it would share a pin with one of them.
    fn joint_shifted(&self, rank: u64, j: usize, disc: &Disc, to: usize) -> Option<u64> {
        let joint = &self.joints[j];
        let (_, old) = joint.digit.split(rank / joint.weight);
        let placement = &joint.placements[old as usize * joint.count..][..joint.count];
        let moved = self.slot_index(disc)? - joint.first;
        let pin_digits = placement.iter().enumerate().map(|(member, &pin)| {
            let pin = if member == moved { to } else { pin as usize };
            self.slots[joint.first + member].pin_digits[pin]
        });
        let new = joint.digit_of(pin_digits)?;
        Some(rank.wrapping_add(joint.weight.wrapping_mul(new)).wrapping_sub(joint.weight.wrapping_mul(old)))
    }

    fn slot_index(&self, disc: &Disc) -> Option<usize> {
        let index = *self.slot_of.get(disc.size as usize * self.stacks + disc.stack as usize)?;
        (index != u32::MAX).then_some(index as usize)
    }

    /// The rank of `pos`, or `None` if it has a disc, colour or pin the
    /// encoding does not know.
    pub fn encode(&self, pos: &Position) -> Option<u64> {
        let mut rank = 0u64;
        let mut orders: Vec<Vec<usize>> = self.groups.iter().map(|_| Vec::new()).collect();
        // Each joint member's pin digit, to be ranked together.
        let mut placed: Vec<u8> = alloc::vec![u8::MAX; self.slots.len()];
        for (pin, discs) in pos.pins().enumerate() {
            for disc in discs {
                let slot = self.slot(disc).filter(|s| s.size == disc.size && s.stack == disc.stack)?;
                let digit = *slot.pin_digits.get(pin).filter(|&&d| d != u8::MAX)?;
                if slot.joint.is_some() {
                    placed[self.slot_index(disc)?] = digit;
                }
                rank += slot.pin_weight * digit as u64;
                if slot.colours.len() > 1 {
                    rank += slot.colour_weight * slot.colours.iter().position(|&c| c == disc.colour)? as u64;
                } else if slot.colours[0] != disc.colour {
                    return None;
                }
                if let Some(g) = slot.group {
                    let index = self.slot_of[disc.size as usize * self.stacks + disc.stack as usize] as usize;
                    orders[g].push(index - self.groups[g].first);
                }
            }
        }
        for (group, order) in self.groups.iter().zip(&orders) {
            rank += group.weight * permutation_rank(order);
        }
        for joint in &self.joints {
            let members = &placed[joint.first..joint.first + joint.count];
            if members.contains(&u8::MAX) {
                return None;
            }
            rank += joint.weight * joint.digit_of(members.iter().copied())?;
        }
        Some(rank)
    }

    /// Write the position of `rank` into `pos` (which has the puzzle's pins,
    /// bases and shafts). Every rank decodes to some position; ranks that
    /// `encode` never gives decode to positions it ranks otherwise.
    pub fn decode(&self, rank: u64, pos: &mut Position) {
        // Division by a radix known when compiling is a multiplication.
        match self.uniform {
            Some(3) => return self.decode_uniform::<3>(rank, pos),
            Some(4) => return self.decode_uniform::<4>(rank, pos),
            Some(5) => return self.decode_uniform::<5>(rank, pos),
            Some(6) => return self.decode_uniform::<6>(rank, pos),
            _ => {}
        }
        // The digits are read least significant first, in the order the
        // slots took them: a group's order, then each disc's pin and colour.
        let mut rest = rank;
        let mut digits = self.digits.iter();
        let mut take = || {
            let (quotient, remainder) = digits.next().map_or((0, 0), |digit| digit.split(rest));
            rest = quotient;
            remainder as usize
        };
        pos.clear_discs();
        let mut i = 0;
        while i < self.slots.len() {
            let slot = &self.slots[i];
            if let Some(j) = slot.joint {
                let joint = &self.joints[j];
                let digit = take().min(joint.digit.radix as usize - 1);
                let placement = &joint.placements[digit * joint.count..][..joint.count];
                for (slot, &pin) in self.slots[i..i + joint.count].iter().zip(placement) {
                    pos.push(pin as usize, Disc { size: slot.size, colour: slot.colours[0], stack: slot.stack });
                }
                i += joint.count;
                continue;
            }
            match slot.group {
                None => {
                    let (pin, disc) = slot.read(&mut take);
                    pos.push(pin, disc);
                    i += 1;
                }
                Some(g) => {
                    let group = &self.groups[g];
                    let mut order = [0usize; MAX_GROUP];
                    permutation_unrank(take() as u64, &mut order[..group.count]);
                    let mut members = [(0, Disc::new(0, Colour::Grey)); MAX_GROUP];
                    for (member, slot) in members.iter_mut().zip(&self.slots[group.first..group.first + group.count]) {
                        *member = slot.read(&mut take);
                    }
                    for &member in &order[..group.count] {
                        pos.push(members[member].0, members[member].1);
                    }
                    i += group.count;
                }
            }
        }
    }

    /// [`Encoding::decode`] where every digit is a pin digit of radix `R`.
    #[inline(always)]
    fn decode_uniform<const R: u64>(&self, rank: u64, pos: &mut Position) {
        pos.clear_discs();
        let mut rest = rank;
        for slot in &self.slots {
            let pin = slot.pins[(rest % R) as usize] as usize;
            rest /= R;
            pos.push(pin, Disc { size: slot.size, colour: slot.colours[0], stack: slot.stack });
        }
    }

    /// The radix of every digit where each digit is a disc's pin itself
    /// (one colour a disc, no groups, every disc free to stand on every
    /// pin): ranks a [`super::mirrored`] search can take to their mirror
    /// images digit by digit.
    pub fn pin_radix(&self) -> Option<u64> {
        self.uniform.filter(|_| self.pin_table.is_none())
    }

    /// How many digits a rank has.
    pub fn digit_count(&self) -> usize {
        self.digits.len()
    }

    /// Whether [`Encoding::tops`] reads this encoding's ranks: every digit
    /// a pin, colour or joint digit, with no groups of equal discs whose
    /// order on a pin matters (all but Antwerp).
    pub fn reads_tops(&self) -> bool {
        self.groups.is_empty()
    }

    /// The top disc of every pin in the position of `rank`, or the pin's
    /// base where it is empty: all a move needs, without building the
    /// position (which took a third of a search's time). Only where
    /// [`Encoding::reads_tops`]; `tops` has a place for every pin.
    pub fn tops(&self, rank: u64, tops: &mut [Disc]) {
        match self.uniform {
            Some(3) => self.tops_uniform::<3>(rank, tops),
            Some(4) => self.tops_uniform::<4>(rank, tops),
            Some(5) => self.tops_uniform::<5>(rank, tops),
            Some(6) => self.tops_uniform::<6>(rank, tops),
            _ if self.packed.is_some() => self.tops_packed(rank, tops),
            _ => {
                tops.copy_from_slice(&self.bases);
                let mut rest = rank;
                let mut digits = self.digits.iter();
                let mut i = 0;
                // Largest first, a joint digit for all its members at once.
                while i < self.slots.len() {
                    let (quotient, remainder) = digits.next().map_or((0, 0), |digit| digit.split(rest));
                    rest = quotient;
                    let slot = &self.slots[i];
                    match slot.joint {
                        None => {
                            let pin = slot.pins.get(remainder as usize).copied().unwrap_or(0) as usize;
                            let mut disc = self.slot_discs[i];
                            // A colour digit follows the pin digit of a disc that changes colour.
                            if slot.colours.len() > 1 {
                                let (quotient, remainder) = digits.next().map_or((0, 0), |digit| digit.split(rest));
                                rest = quotient;
                                disc.colour = slot.colours.get(remainder as usize).copied().unwrap_or(disc.colour);
                            }
                            tops[pin] = disc;
                            i += 1;
                        }
                        Some(j) => {
                            let joint = &self.joints[j];
                            let digit = (remainder as usize).min(joint.digit.radix as usize - 1);
                            let placement = &joint.placements[digit * joint.count..][..joint.count];
                            for (member, &pin) in placement.iter().enumerate() {
                                tops[pin as usize] = self.slot_discs[i + member];
                            }
                            i += joint.count;
                        }
                    }
                }
            }
        }
    }

    /// The bit layout of the ranks, where every disc has the same fields of
    /// a power of two each ([`Packed`]).
    pub fn packed(&self) -> Option<&Packed> {
        self.packed.as_ref()
    }

    /// The disc of slot `slot` (largest first) showing its colour number
    /// `colour`, if it has one.
    pub fn slot_disc(&self, slot: usize, colour: usize) -> Option<Disc> {
        let slot = self.slots.get(slot)?;
        Some(Disc { size: slot.size, colour: *slot.colours.get(colour)?, stack: slot.stack })
    }

    /// The number of `colour` among the colours of slot `slot`.
    pub fn colour_digit(&self, slot: usize, colour: Colour) -> Option<usize> {
        self.slots.get(slot)?.colours.iter().position(|&c| c == colour)
    }

    /// [`Encoding::tops`] where the ranks are [`Packed`].
    #[inline(always)]
    fn tops_packed(&self, rank: u64, tops: &mut [Disc]) {
        let Some(layout) = &self.packed else { return };
        let mut discs = [packed::NONE; 64];
        let discs = &mut discs[..tops.len().min(64)];
        layout.top_discs(rank, discs);
        for ((top, &disc), base) in tops.iter_mut().zip(discs.iter()).zip(&self.bases) {
            *top = if disc == packed::NONE {
                *base
            } else {
                let slot = &self.slots[disc as usize];
                let colour = slot.colours.get(layout.colour(rank, disc)).copied().unwrap_or(slot.colours[0]);
                Disc { size: slot.size, colour, stack: slot.stack }
            };
        }
    }

    /// The table of joint members' moves, where the encoding has joint
    /// digits (Multi-Stack), no groups, and a table small enough.
    pub fn joint_moves(&self) -> Option<JointMoves> {
        let pins = self.pins;
        if self.joints.is_empty() || !self.groups.is_empty() || pins > 64 {
            return None;
        }
        let (mut deltas, mut starts, mut targets) = (Vec::new(), Vec::new(), Vec::new());
        for joint in &self.joints {
            let radix = joint.digit.radix as usize;
            if radix * joint.count * pins > MAX_JOINT_MOVES {
                return None;
            }
            starts.push(deltas.len() as u32);
            let members = &self.slots[joint.first..joint.first + joint.count];
            for old in 0..radix {
                let placement = &joint.placements[old * joint.count..][..joint.count];
                for moved in 0..joint.count {
                    let mut mask = 0u64;
                    for to in 0..pins {
                        let pin_digits = placement.iter().zip(members).enumerate().map(|(member, (&pin, slot))| {
                            slot.pin_digits[if member == moved { to } else { pin as usize }]
                        });
                        let new = match members[moved].pin_digits[to] {
                            u8::MAX => None,
                            _ => joint.digit_of(pin_digits).filter(|&new| new != old as u64),
                        };
                        let delta = new.map_or(0, |new| {
                            joint.weight.wrapping_mul(new).wrapping_sub(joint.weight.wrapping_mul(old as u64))
                        });
                        mask |= ((delta != 0) as u64) << to;
                        deltas.push(delta);
                        targets.push(0);
                    }
                    let row = targets.len() - pins;
                    targets[row] = mask;
                }
            }
        }
        Some(JointMoves { deltas, starts, targets })
    }

    /// [`Encoding::tops`], and for each pin whose top disc is a joint member
    /// where its moves are in the table `moves`
    /// ([`NO_JOINT`] for other discs and empty pins); `moves` from
    /// [`Encoding::joint_moves`].
    #[inline]
    pub fn joint_tops(&self, moves: &JointMoves, rank: u64, tops: &mut [Disc], rows: &mut [u32]) {
        let mut rest = rank;
        let mut digits = self.digits.iter();
        let mut take = || {
            let (quotient, remainder) = digits.next().map_or((0, 0), |digit| digit.split(rest));
            rest = quotient;
            remainder
        };
        tops.copy_from_slice(&self.bases);
        rows.fill(NO_JOINT);
        let mut i = 0;
        // Largest first, a joint digit for all its members at once.
        while i < self.slots.len() {
            let remainder = take();
            let slot = &self.slots[i];
            let Some(j) = slot.joint else {
                let pin = slot.pins.get(remainder as usize).copied().unwrap_or(0) as usize;
                let mut disc = self.slot_discs[i];
                if slot.colours.len() > 1 {
                    let remainder = take();
                    disc.colour = slot.colours.get(remainder as usize).copied().unwrap_or(disc.colour);
                }
                tops[pin] = disc;
                rows[pin] = NO_JOINT;
                i += 1;
                continue;
            };
            let joint = &self.joints[j];
            let digit = (remainder as usize).min(joint.digit.radix as usize - 1);
            let placement = &joint.placements[digit * joint.count..][..joint.count];
            let first_row = moves.starts.get(j).copied().unwrap_or(0) as usize + digit * joint.count * self.pins;
            for (member, &pin) in placement.iter().enumerate() {
                tops[pin as usize] = self.slot_discs[i + member];
                rows[pin as usize] = (first_row + member * self.pins) as u32;
            }
            i += joint.count;
        }
    }

    /// [`Encoding::tops`] where the radix `R` is known when compiling.
    #[inline(always)]
    fn tops_uniform<const R: u64>(&self, rank: u64, tops: &mut [Disc]) {
        tops.copy_from_slice(&self.bases);
        let mut rest = rank;
        // Largest first: the last disc written on a pin is its top.
        match &self.pin_table {
            None if R == 3 && !self.top_chunks.is_empty() => {
                let mut chunks = self.slot_discs.chunks_exact(CHUNK);
                for discs in &mut chunks {
                    let entry = self.top_chunks[(rest % CHUNK_VALUES) as usize];
                    rest /= CHUNK_VALUES;
                    for (pin, top) in tops.iter_mut().enumerate().take(3) {
                        let place = (entry >> (4 * pin)) & 15;
                        if place != 0 {
                            *top = discs[(place as usize - 1) & (CHUNK - 1)];
                        }
                    }
                }
                for disc in chunks.remainder() {
                    tops[(rest % R) as usize] = *disc;
                    rest /= R;
                }
            }
            None => {
                for disc in &self.slot_discs {
                    tops[(rest % R) as usize] = *disc;
                    rest /= R;
                }
            }
            Some(table) => {
                for (disc, pins) in self.slot_discs.iter().zip(table.chunks_exact(R as usize)) {
                    tops[pins[(rest % R) as usize] as usize] = *disc;
                    rest /= R;
                }
            }
        }
    }

    /// The colours a disc of this colour can take, its own first.
    pub fn colours_for(&self, disc: &Disc) -> &[Colour] {
        self.slot(disc).map_or(&[], |s| &s.colours)
    }
}

/// The discs of `pos` largest first, and by stack among equal sizes: the
/// order of the digits. Placed in a table by size and stack rather than
/// sorted (sizes are small numbers, and a sort is 14 KB of WebAssembly).
/// Also the size of two discs alike in size and stack, if any.
fn in_digit_order(pos: &Position) -> (Vec<Disc>, Option<u16>) {
    let stacks = pos.pins().flatten().map(|d| d.stack as usize + 1).max().unwrap_or(1);
    let sizes = pos.pins().flatten().map(|d| d.size as usize + 1).max().unwrap_or(0);
    let mut table: Vec<Option<Disc>> = alloc::vec![None; sizes * stacks];
    let mut twin = None;
    for &disc in pos.pins().flatten() {
        let cell = &mut table[disc.size as usize * stacks + disc.stack as usize];
        if cell.is_some() {
            twin = Some(disc.size);
        }
        *cell = Some(disc);
    }
    let mut discs = Vec::new();
    for size in (0..sizes).rev() {
        discs.extend(table[size * stacks..(size + 1) * stacks].iter().flatten());
    }
    (discs, twin)
}

/// The joint digit of equal discs (slots from `first`) that may not share a
/// pin, given the pins each may stand on: every combination of their pins
/// with no two alike. `None` where they could never meet on a pin anyway
/// (separate digits are as tight) or the combinations are too many.
fn joint_of(first: usize, allowed: &[Vec<u8>]) -> Option<Joint> {
    let count = allowed.len();
    let overlap = (0..count).any(|a| (a + 1..count).any(|b| allowed[a].iter().any(|p| allowed[b].contains(p))));
    let combinations = allowed.iter().try_fold(1u64, |n, pins| n.checked_mul(pins.len() as u64))?;
    if !overlap || combinations > MAX_JOINT {
        return None;
    }
    let mut strides = Vec::with_capacity(count);
    let mut stride = 1u32;
    for pins in allowed {
        strides.push(stride);
        stride *= pins.len() as u32;
    }
    let mut placements = Vec::new();
    let mut index = alloc::vec![u32::MAX; combinations as usize];
    let mut radix = 0u32;
    for key in 0..combinations as u32 {
        let pins: Vec<u8> =
            allowed.iter().zip(&strides).map(|(pins, &s)| pins[(key / s) as usize % pins.len()]).collect();
        let apart = (0..count).all(|a| (a + 1..count).all(|b| pins[a] != pins[b]));
        if apart {
            index[key as usize] = radix;
            placements.extend_from_slice(&pins);
            radix += 1;
        }
    }
    Some(Joint { first, count, weight: 0, digit: Digit::new(radix.max(1) as u64), placements, index, strides })
}

/// Lehmer rank of a permutation of `0..order.len()`.
fn permutation_rank(order: &[usize]) -> u64 {
    let mut rank = 0;
    for (i, &x) in order.iter().enumerate() {
        let smaller_later = order[i + 1..].iter().filter(|&&y| y < x).count() as u64;
        rank = rank * (order.len() - i) as u64 + smaller_later;
    }
    rank
}

/// The inverse of [`permutation_rank`].
fn permutation_unrank(mut rank: u64, order: &mut [usize]) {
    let k = order.len();
    let mut digits = [0usize; MAX_GROUP];
    for i in (0..k).rev() {
        let radix = (k - i) as u64;
        digits[i] = (rank % radix) as usize;
        rank /= radix;
    }
    let mut unused: Vec<usize> = (0..k).collect();
    for i in 0..k {
        order[i] = unused.remove(digits[i].min(unused.len() - 1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn factorial(k: usize) -> u64 {
        (1..=k as u64).product()
    }

    #[test]
    fn digits_divide_exactly() {
        for radix in [2u64, 3, 4, 5, 6, 7, 24, 100, 40320] {
            let digit = Digit::new(radix);
            for rank in [0u64, 1, 2, 3, 99, 12345, 1 << 31, u32::MAX as u64 - 1, u32::MAX as u64, 1 << 40, u64::MAX] {
                assert_eq!(digit.split(rank), (rank / radix, rank % radix), "{rank} / {radix}");
            }
        }
    }

    #[test]
    fn permutations_round_trip() {
        for k in 1..=5 {
            for rank in 0..factorial(k) {
                let mut order = [0usize; MAX_GROUP];
                permutation_unrank(rank, &mut order[..k]);
                assert_eq!(permutation_rank(&order[..k]), rank);
            }
        }
    }
}
