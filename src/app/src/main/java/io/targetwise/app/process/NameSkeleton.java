package io.targetwise.app.process;

import java.text.Normalizer;

/**
 * How a name reads, for telling two names apart: its NFKC form (a full-width or otherwise compatible letter is the
 * letter) with every Cyrillic and Greek letter that looks like a Latin one replaced by that Latin letter (those
 * scripts' entries of Unicode's confusables data that map one letter to one Latin letter in most fonts; the Java
 * runtime carries no copy of the data, and the stack takes no dependency for it). Names in any script stay allowed,
 * and two names with the same skeleton are the same name: a variable or a process named with a Cyrillic "е" in
 * "Press" is a duplicate of "Press", not a second one a reader cannot tell from it. Mixed scripts are not refused as
 * such, since a single-script name ("х" in Cyrillic) can read as a Latin one ("x") just as well.
 */
final class NameSkeleton {
    /** Pairs of look-alike and Latin letter: Cyrillic (and Armenian ս), then Greek; lower and upper case. */
    private static final String LOOK_ALIKES = ""
            + "аaсcеeһhіiјjкkӏlпnоoрpԛqѕsԝwхxуyАAВBСCЕEНHІIЈJКKМMОOРPЅSТTХXУYԜWԚQսu"
            + "αaοoρpυuνvιiκkχxΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧX";
    private static final char[] TO_LATIN = new char[0x0590];

    static {
        for (int i = 0; i < LOOK_ALIKES.length(); i += 2) {
            TO_LATIN[LOOK_ALIKES.charAt(i)] = LOOK_ALIKES.charAt(i + 1);
        }
    }

    private NameSkeleton() {
    }

    static String of(String name) {
        String normal = Normalizer.normalize(name.strip(), Normalizer.Form.NFKC);
        StringBuilder skeleton = new StringBuilder(normal.length());
        for (int i = 0; i < normal.length(); i++) {
            char c = normal.charAt(i);
            char latin = c < TO_LATIN.length ? TO_LATIN[c] : 0;
            skeleton.append(latin != 0 ? latin : c);
        }
        return skeleton.toString();
    }
}
