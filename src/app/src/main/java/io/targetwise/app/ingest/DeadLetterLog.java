package io.targetwise.app.ingest;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Timestamp;
import java.time.Clock;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;
import org.hibernate.Session;

import io.quarkus.narayana.jta.QuarkusTransaction;

/**
 * Which source records were already dead-lettered, so that a batch delivered again (a crash before its offsets were
 * committed, a rebalance) does not send their dead letters again. A row is written once the broker acknowledged the
 * dead letter; a digest of key and value tells a replay from a new record at an offset the topic reused after being
 * re-created. A crash between the acknowledgement and the row's commit still re-sends; the dead-letter-id header
 * identifies such a copy.
 */
@ApplicationScoped
public class DeadLetterLog {
    private final EntityManager em;
    private final Clock clock;

    DeadLetterLog(EntityManager em, Clock clock) {
        this.em = em;
        this.clock = clock;
    }

    /** @return the {@link DeadLetter#idOf ids} of the records whose dead letters the broker already took */
    public Set<String> alreadySent(Iterable<ConsumerRecord<String, String>> records) {
        Map<TopicPartition, long[]> ranges = new HashMap<>();
        Map<String, ConsumerRecord<String, String>> byId = new HashMap<>();
        for (ConsumerRecord<String, String> r : records) {
            ranges.merge(new TopicPartition(r.topic(), r.partition()), new long[] {r.offset(), r.offset()},
                    (a, b) -> new long[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])});
            byId.put(DeadLetter.idOf(r), r);
        }
        Set<String> sent = new HashSet<>();
        QuarkusTransaction.requiringNew().run(() -> em.unwrap(Session.class).doWork(connection -> {
            try (PreparedStatement query = connection.prepareStatement("select source_offset, record_digest from dead_letter"
                    + " where source_topic = ? and source_partition = ? and source_offset between ? and ?")) {
                for (Map.Entry<TopicPartition, long[]> range : ranges.entrySet()) {
                    query.setString(1, range.getKey().topic());
                    query.setInt(2, range.getKey().partition());
                    query.setLong(3, range.getValue()[0]);
                    query.setLong(4, range.getValue()[1]);
                    try (ResultSet rows = query.executeQuery()) {
                        while (rows.next()) {
                            String id = range.getKey() + "@" + rows.getLong(1);
                            ConsumerRecord<String, String> record = byId.get(id);
                            if (record != null && digest(record).equals(rows.getString(2))) {
                                sent.add(id);
                            }
                        }
                    }
                }
            }
        }));
        return sent;
    }

    /** Notes letters the broker acknowledged. */
    public void record(List<DeadLetter> sent) {
        Timestamp now = Timestamp.from(clock.instant());
        QuarkusTransaction.requiringNew().run(() -> em.unwrap(Session.class).doWork(connection -> {
            try (PreparedStatement delete = connection.prepareStatement("delete from dead_letter"
                    + " where source_topic = ? and source_partition = ? and source_offset = ?");
                    PreparedStatement insert = connection.prepareStatement("insert into dead_letter (source_topic,"
                            + " source_partition, source_offset, record_digest, kind, dead_lettered_at)"
                            + " values (?, ?, ?, ?, ?, ?)")) {
                for (DeadLetter letter : sent) {
                    ConsumerRecord<String, String> r = letter.source();
                    delete.setString(1, r.topic());
                    delete.setInt(2, r.partition());
                    delete.setLong(3, r.offset());
                    delete.addBatch();
                    insert.setString(1, r.topic());
                    insert.setInt(2, r.partition());
                    insert.setLong(3, r.offset());
                    insert.setString(4, digest(r));
                    insert.setString(5, letter.kind().tag());
                    insert.setTimestamp(6, now);
                    insert.addBatch();
                }
                delete.executeBatch(); // a row left by an earlier topic of the same name
                insert.executeBatch();
            }
        }));
    }

    /** SHA-256 of key and value, each with its length so that no two pairs run together alike. */
    static String digest(ConsumerRecord<String, String> record) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (String part : new String[] {record.key(), record.value()}) {
                byte[] bytes = part == null ? new byte[0] : part.getBytes(StandardCharsets.UTF_8);
                sha.update(Integer.toString(part == null ? -1 : bytes.length).getBytes(StandardCharsets.US_ASCII));
                sha.update((byte) ':');
                sha.update(bytes);
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
