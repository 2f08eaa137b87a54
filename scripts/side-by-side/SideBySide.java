// Times the original HanoiVar's own rules and solvers, headless: for one
// variation, build the tower, run its solution (every move checked by the
// variation's check() and recoloured by its reshade(), as in the demo) and
// check the final tower with fin(). Prints the best of three timed runs of
// REPS puzzles after a warm-up, as "moves_per_second moves_per_puzzle".
//
// usage: java SideBySide NAME DISCS PINS REPS
//
// The classes below stand in for the demo's window: HanoiDefn.move() calls
// HanoiSimul.moveDisc() after every move (the demo ticks its clock there and
// redraws), and trace() reads two toggle buttons.

class HanoiSimul {
    static boolean initFlag = false; // never restart mid-solution
    static int firing = 1; // never manual
    static long moves = 0, invalid = 0;

    static void moveDisc(boolean validFlag) {
        moves++;
        if (!validFlag) invalid++;
    }
}

class JBoggle {
    boolean get() {
        return false;
    }
}

public class SideBySide {
    static HanoiDefn variation(String name) {
        for (HanoiDefn defn : HanoiLib.list) {
            if (defn.name().equals(name)) return defn;
        }
        throw new IllegalArgumentException("no variation named " + name);
    }

    // Solves REPS puzzles; returns the moves made.
    static long run(HanoiDefn defn, int discs, int pins, int reps) throws HanoiException {
        HanoiSimul.moves = 0;
        for (int i = 0; i < reps; i++) {
            Tower tower = defn.init(pins, discs, defn);
            defn.tran(tower);
            if (!defn.fin(tower)) throw new IllegalStateException(defn.name() + " did not finish");
        }
        if (HanoiSimul.invalid > 0) throw new IllegalStateException(defn.name() + " made an invalid move");
        return HanoiSimul.moves;
    }

    public static void main(String[] args) throws Exception {
        HanoiDefn.traceTog = new JBoggle();
        HanoiDefn.movesTog = new JBoggle();
        HanoiDefn defn = variation(args[0]);
        int discs = Integer.parseInt(args[1]), pins = Integer.parseInt(args[2]), reps = Integer.parseInt(args[3]);
        long warmUntil = System.nanoTime() + 1_000_000_000L;
        while (System.nanoTime() < warmUntil) run(defn, discs, pins, reps);
        double best = Double.MAX_VALUE;
        long moves = 0;
        for (int round = 0; round < 3; round++) {
            long start = System.nanoTime();
            moves = run(defn, discs, pins, reps);
            best = Math.min(best, (System.nanoTime() - start) / 1e9);
        }
        System.out.printf("%.0f %d%n", moves / best, moves / reps);
    }
}
