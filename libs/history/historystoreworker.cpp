// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/history/historystoreworker.h"

#include "core/files/safefs.h"
#include "libs/history/historyjson.h"
#include "libs/history/historyschema.h"

#include <QAtomicInteger>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace TrainDeck::History {

namespace {

QVariant msecs(const QDateTime &t)
{
    return t.isValid() ? QVariant(t.toMSecsSinceEpoch()) : QVariant(QMetaType(QMetaType::LongLong));
}

/// A text value SQLite keeps as '' rather than NULL: QtSql binds a null QString as NULL.
QString text(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

QDateTime timeOf(const QVariant &v)
{
    return v.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(v.toLongLong(), Qt::UTC);
}

/// What a list needs, in the order rowToRecord reads them: a row whole is these plus
/// DetailColumns.
const QString SummaryColumns = QStringLiteral(
    "id, connection, name, created_ms, backend, runtime, framework, num_nodes, started_ms, "
    "finished_ms, status, reason, message, failed_step, last_error_line, first_seen_ms, "
    "last_seen_ms, archived_log_dir, gone, spec_yaml <> ''");
const QString DetailColumns
    = QStringLiteral("spec_yaml, plan_json, steps_json, events_json, extra_json");

HistoryRecord rowToRecord(const QSqlQuery &q, bool details)
{
    HistoryRecord r;
    r.id = q.value(0).toLongLong();
    JobSnapshot &j = r.job;
    j.connection = q.value(1).toString();
    j.name = q.value(2).toString();
    const qint64 created = q.value(3).toLongLong();
    j.created = created ? QDateTime::fromMSecsSinceEpoch(created, Qt::UTC) : QDateTime();
    j.backend = backendKindFromString(q.value(4).toString()).value_or(BackendKind::Local);
    j.runtimeName = q.value(5).toString();
    j.framework = q.value(6).toString();
    j.numNodes = q.value(7).toInt();
    j.started = timeOf(q.value(8));
    j.finished = timeOf(q.value(9));
    j.status = jobStatusFromString(q.value(10).toString()).value_or(JobStatus::Unknown);
    j.statusReason = q.value(11).toString();
    j.statusMessage = q.value(12).toString();
    r.failedStep = q.value(13).toString();
    r.lastErrorLine = q.value(14).toString();
    r.firstSeen = timeOf(q.value(15));
    r.lastSeen = timeOf(q.value(16));
    r.archivedLogDir = q.value(17).toString();
    r.goneFromBackend = q.value(18).toInt() != 0;
    if (details) {
        r.specYaml = q.value(20).toString();
        r.planJson = q.value(21).toString();
        j.steps = HistoryJson::steps(q.value(22).toByteArray());
        j.events = HistoryJson::events(q.value(23).toByteArray());
        HistoryJson::readExtra(q.value(24).toByteArray(), j);
    } else {
        r.listedWithSpec = q.value(19).toInt() != 0;
    }
    return r;
}

bool stillRuns(const QString &status, const QVariant &finished)
{
    if (!finished.isNull())
        return false;
    const auto s = jobStatusFromString(status).value_or(JobStatus::Unknown);
    return s == JobStatus::Created || s == JobStatus::Running || s == JobStatus::Suspended
           || s == JobStatus::Unknown;
}

/// Bytes in regular files under `dir`, links not followed.
qint64 folderBytes(const QString &dir)
{
    qint64 total = 0;
    QDirIterator it(dir,
                    QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QFileInfo fi = it.fileInfo();
        if (!fi.isSymLink())
            total += fi.size();
    }
    return total;
}

QString escapeLike(const QString &text)
{
    QString out;
    out.reserve(text.size() + 4);
    for (const QChar c : text) {
        if (c == u'\\' || c == u'%' || c == u'_')
            out += u'\\';
        out += c;
    }
    return out;
}

QAtomicInteger<quint64> connectionCounter;

} // namespace

HistoryStoreWorker::HistoryStoreWorker(QString databasePath, QString archiveRoot)
    : m_path(std::move(databasePath))
    , m_archiveRoot(std::move(archiveRoot))
    , m_connectionName(
          QStringLiteral("traindeck-history-%1").arg(connectionCounter.fetchAndAddOrdered(1)))
{}

HistoryStoreWorker::~HistoryStoreWorker()
{
    close();
}

void HistoryStoreWorker::close()
{
    dropConnection();
    m_opened = false;
}

void HistoryStoreWorker::dropConnection()
{
    if (m_db.isValid()) {
        m_db.close();
        m_db = QSqlDatabase();
    }
    if (QSqlDatabase::contains(m_connectionName))
        QSqlDatabase::removeDatabase(m_connectionName);
}

Error HistoryStoreWorker::sqlError(const QSqlQuery &q) const
{
    return Error::make(Error::Kind::Io,
                       tr("The history database %1 failed: %2")
                           .arg(QDir::toNativeSeparators(m_activePath), q.lastError().text()))
        .at(m_activePath);
}

HistoryStoreWorker::Attempt HistoryStoreWorker::tryOpen(const QString &path)
{
    dropConnection();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(path);
    m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(BusyTimeoutMs));
    const auto fail = [](const QSqlError &e) {
        // SQLite's primary result codes: 5 SQLITE_BUSY, 6 SQLITE_LOCKED. Everything else
        // (26 not a database, 11 malformed, 10 I/O) means the file itself is unusable.
        const int code = e.nativeErrorCode().toInt() & 0xff;
        return Attempt{code == 5 || code == 6 ? Outcome::Locked : Outcome::Broken, e.text()};
    };
    if (!m_db.open())
        return fail(m_db.lastError());
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !q.next())
        return fail(q.lastError());
    m_journalMode = q.value(0).toString().toLower();
    q.finish();
    if (m_journalMode != QLatin1String("wal"))
        qCWarning(lcCore,
                  "history: %s: SQLite kept journal mode %s instead of WAL; readers will wait "
                  "for writers",
                  qPrintable(path),
                  qPrintable(m_journalMode));
    if (!q.exec(QStringLiteral("PRAGMA synchronous=NORMAL"))
        || !q.exec(QStringLiteral("PRAGMA foreign_keys=ON"))
        // Thousands of runs are read again on every filter: keep them in memory.
        || !q.exec(QStringLiteral("PRAGMA cache_size=-65536"))
        || !q.exec(QStringLiteral("PRAGMA mmap_size=268435456")))
        return fail(q.lastError());
    // Taking the write lock now finds a database another process holds, before anything
    // is read from it.
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return fail(q.lastError());
    const auto rollback = [this] {
        QSqlQuery r(m_db);
        r.exec(QStringLiteral("ROLLBACK"));
    };
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        const Attempt a = fail(q.lastError());
        rollback();
        return a;
    }
    const int version = q.value(0).toInt();
    q.finish();
    if (version > HistorySchema::CurrentVersion) {
        rollback();
        return {Outcome::Newer, QString::number(version)};
    }
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()) {
        const Attempt a = fail(q.lastError());
        rollback();
        return a;
    }
    const QString check = q.value(0).toString();
    q.finish();
    if (check != QLatin1String("ok")) {
        rollback();
        return {Outcome::Broken, check};
    }
    if (version == 0) {
        // Version 0 is an empty file; tables there belong to something else.
        if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !q.next()) {
            const Attempt a = fail(q.lastError());
            rollback();
            return a;
        }
        const int objects = q.value(0).toInt();
        q.finish();
        if (objects > 0) {
            rollback();
            return {Outcome::Broken, tr("it holds tables but no history schema version")};
        }
    }
    if (Result<void> m = HistorySchema::migrate(m_db, version); !m) {
        rollback();
        return {Outcome::Broken, m.error().message};
    }
    if (!q.exec(QStringLiteral("COMMIT")))
        return fail(q.lastError());
    m_activePath = path;
    return {};
}

Result<QString> HistoryStoreWorker::keepAside(const QString &path)
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = path + QStringLiteral(".broken-") + stamp;
    for (int n = 2; QFileInfo::exists(target) || QFileInfo(target).isSymLink(); ++n)
        target = path + QStringLiteral(".broken-%1-%2").arg(stamp).arg(n);
    if (!QFile::rename(path, target))
        return Error::make(
                   Error::Kind::Io,
                   tr("The history database %1 is unusable and could not be renamed "
                      "to %2. Move it away by hand and start TrainDeck again.")
                       .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(target)))
            .at(path);
    // SQLite pairs a database with `<name>-wal`, so the kept copy stays whole.
    for (const QString &suffix : {QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        if (QFileInfo::exists(path + suffix))
            QFile::rename(path + suffix, target + suffix);
    }
    return target;
}

Result<void> HistoryStoreWorker::open()
{
    if (m_opened)
        return {};
    if (Result<void> dir = SafeFs::makeDirs(QFileInfo(m_path).absolutePath()); !dir)
        return dir.error();
    const Attempt first = tryOpen(m_path);
    if (first.outcome == Outcome::Ok) {
        m_opened = true;
        return {};
    }
    dropConnection();
    const QString shown = QDir::toNativeSeparators(m_path);
    QString message;
    QString keptAs;
    QString fresh = m_path;
    if (first.outcome == Outcome::Locked) {
        // Another live process (often a second TrainDeck) holds the file: renaming it
        // under that process would split its history. Leave it alone and keep this
        // session's runs in a file of their own.
        const QString stamp
            = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        fresh = m_path + QStringLiteral(".session-") + stamp;
        for (int n = 2; QFileInfo::exists(fresh); ++n)
            fresh = m_path + QStringLiteral(".session-%1-%2").arg(stamp).arg(n);
        keptAs = m_path;
        message = tr("The history database %1 is locked by another program (another TrainDeck "
                     "or an sqlite3 shell?) and stayed locked for %2 seconds. It was left as "
                     "it is; this session records its runs in %3 instead. Close the other "
                     "program and restart TrainDeck to use %1 again.")
                      .arg(shown)
                      .arg(BusyTimeoutMs / 1000)
                      .arg(QDir::toNativeSeparators(fresh));
    } else {
        Result<QString> kept = keepAside(m_path);
        if (!kept)
            return kept.error();
        keptAs = *kept;
        const QString why = first.outcome == Outcome::Newer
                                ? tr("it was written by a newer TrainDeck (schema version %1; "
                                     "this one knows up to %2)")
                                      .arg(first.detail)
                                      .arg(HistorySchema::CurrentVersion)
                                : tr("it cannot be read: %1").arg(first.detail);
        message = tr("The history database %1 could not be used: %2. It was kept as %3 and a "
                     "new, empty history was started; nothing was deleted. Open the kept file "
                     "with that newer TrainDeck or sqlite3 to recover its runs, or delete it "
                     "once you no longer need it.")
                      .arg(shown, why, QDir::toNativeSeparators(keptAs));
    }
    const Attempt second = tryOpen(fresh);
    if (second.outcome != Outcome::Ok) {
        dropConnection();
        return Error::make(Error::Kind::Io,
                           tr("%1 A new history database %2 could not be made either: %3")
                               .arg(message, QDir::toNativeSeparators(fresh), second.detail))
            .at(fresh);
    }
    m_opened = true;
    qCWarning(lcCore, "history: %s", qPrintable(message));
    Q_EMIT recovered(message, keptAs);
    return {};
}

Result<void> HistoryStoreWorker::ensureOpen()
{
    return m_opened ? Result<void>() : open();
}

Result<void> HistoryStoreWorker::exec(const QString &sql, const QVariantList &binds)
{
    QSqlQuery q(m_db);
    if (!q.prepare(sql))
        return sqlError(q);
    for (const QVariant &b : binds)
        q.addBindValue(b);
    if (!q.exec())
        return sqlError(q);
    return {};
}

Result<QList<HistoryRecord>> HistoryStoreWorker::select(const QString &where,
                                                        const QVariantList &binds,
                                                        const QString &tail,
                                                        const QVariantList &tailBinds,
                                                        bool details)
{
    QList<HistoryRecord> out;
    QHash<qint64, qsizetype> index;
    {
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        const QString columns
            = details ? SummaryColumns + QStringLiteral(", ") + DetailColumns : SummaryColumns;
        if (!q.prepare(QStringLiteral("SELECT %1 FROM runs %2 %3").arg(columns, where, tail)))
            return sqlError(q);
        for (const QVariant &b : binds + tailBinds)
            q.addBindValue(b);
        if (!q.exec())
            return sqlError(q);
        while (q.next()) {
            out.append(rowToRecord(q, details));
            index.insert(out.last().id, out.size() - 1);
        }
    }
    if (out.isEmpty())
        return out;
    QSqlQuery m(m_db);
    m.setForwardOnly(true);
    if (!m.prepare(QStringLiteral("SELECT run_id, name, last, min, max, count FROM metrics "
                                  "WHERE run_id IN (SELECT id FROM runs %1 %2) "
                                  "ORDER BY run_id, name")
                       .arg(where, tail)))
        return sqlError(m);
    for (const QVariant &b : binds + tailBinds)
        m.addBindValue(b);
    if (!m.exec())
        return sqlError(m);
    while (m.next()) {
        const auto it = index.constFind(m.value(0).toLongLong());
        if (it == index.constEnd())
            continue;
        out[*it].metrics.append({m.value(1).toString(),
                                 m.value(2).toDouble(),
                                 m.value(3).toDouble(),
                                 m.value(4).toDouble(),
                                 m.value(5).toLongLong()});
    }
    return out;
}

Result<HistoryRecord> HistoryStoreWorker::record(qint64 id)
{
    if (Result<void> o = ensureOpen(); !o)
        return o.error();
    Result<QList<HistoryRecord>> rows = select(QStringLiteral("WHERE id = ?"), {id});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error::make(Error::Kind::NotFound,
                           tr("No run %1 in the history: it was removed or pruned.").arg(id));
    return rows->first();
}

Result<void> HistoryStoreWorker::writeMetrics(qint64 id, const QList<MetricSummary> &metrics)
{
    if (Result<void> d = exec(QStringLiteral("DELETE FROM metrics WHERE run_id = ?"), {id}); !d)
        return d;
    QSqlQuery q(m_db);
    if (!q.prepare(QStringLiteral("INSERT OR REPLACE INTO metrics (run_id, name, last, min, "
                                  "max, count) VALUES (?, ?, ?, ?, ?, ?)")))
        return sqlError(q);
    for (const MetricSummary &m : metrics) {
        q.addBindValue(id);
        q.addBindValue(m.name);
        q.addBindValue(m.last);
        q.addBindValue(m.min);
        q.addBindValue(m.max);
        q.addBindValue(m.count);
        if (!q.exec())
            return sqlError(q);
    }
    return {};
}

Result<HistoryRecord> HistoryStoreWorker::upsert(const HistoryRecord &incoming)
{
    if (Result<void> o = ensureOpen(); !o)
        return o.error();
    const JobSnapshot &j = incoming.job;
    const qint64 created = j.created.isValid() ? j.created.toMSecsSinceEpoch() : 0;
    if (Result<void> b = exec(QStringLiteral("BEGIN IMMEDIATE")); !b)
        return b.error();
    const auto fail = [this](const Error &e) -> Result<HistoryRecord> {
        (void)exec(QStringLiteral("ROLLBACK"));
        return e;
    };
    Result<QList<HistoryRecord>> existing
        = select(QStringLiteral("WHERE connection = ? AND name = ? AND created_ms = ?"),
                 {text(j.connection), text(j.name), created});
    if (!existing)
        return fail(existing.error());
    // What only the history knows is kept when the caller does not say it (a recorder that
    // saw a new snapshot does not resend the spec or the archive).
    HistoryRecord r = incoming;
    const bool found = !existing->isEmpty();
    if (found) {
        const HistoryRecord &old = existing->first();
        r.id = old.id;
        if (r.specYaml.isEmpty())
            r.specYaml = old.specYaml;
        if (r.planJson.isEmpty())
            r.planJson = old.planJson;
        if (r.archivedLogDir.isEmpty())
            r.archivedLogDir = old.archivedLogDir;
        if (r.metrics.isEmpty())
            r.metrics = old.metrics;
        if (!r.failedStep.isEmpty() && r.lastErrorLine.isEmpty() && r.failedStep == old.failedStep)
            r.lastErrorLine = old.lastErrorLine;
        if (old.firstSeen.isValid() && (!r.firstSeen.isValid() || old.firstSeen < r.firstSeen))
            r.firstSeen = old.firstSeen;
    }
    if (r.failedStep.isEmpty())
        r.lastErrorLine.clear();
    if (!r.firstSeen.isValid())
        r.firstSeen = QDateTime::currentDateTimeUtc();
    if (!r.lastSeen.isValid())
        r.lastSeen = r.firstSeen;
    const QVariantList values{
        enumName(j.backend),
        text(j.runtimeName),
        text(j.framework),
        j.numNodes,
        msecs(j.started),
        msecs(j.finished),
        enumName(j.status),
        text(j.statusReason),
        text(j.statusMessage),
        text(r.failedStep),
        text(r.lastErrorLine),
        text(r.specYaml),
        text(r.planJson),
        QString::fromUtf8(HistoryJson::steps(j.steps)),
        QString::fromUtf8(HistoryJson::events(j.events)),
        QString::fromUtf8(HistoryJson::extra(j)),
        msecs(r.firstSeen),
        msecs(r.lastSeen),
        text(r.archivedLogDir),
        r.goneFromBackend ? 1 : 0,
    };
    const QString fields = QStringLiteral(
        "backend, runtime, framework, num_nodes, started_ms, finished_ms, status, reason, "
        "message, failed_step, last_error_line, spec_yaml, plan_json, steps_json, events_json, "
        "extra_json, first_seen_ms, last_seen_ms, archived_log_dir, gone");
    if (found) {
        QString sets = fields;
        sets.replace(QLatin1String(", "), QLatin1String(" = ?, "));
        sets += QLatin1String(" = ?");
        if (Result<void> u = exec(QStringLiteral("UPDATE runs SET %1 WHERE id = ?").arg(sets),
                                  values + QVariantList{r.id});
            !u)
            return fail(u.error());
    } else {
        QSqlQuery q(m_db);
        if (!q.prepare(QStringLiteral("INSERT INTO runs (connection, name, created_ms, %1) "
                                      "VALUES (?, ?, ?%2)")
                           .arg(fields, QStringLiteral(", ?").repeated(values.size()))))
            return fail(sqlError(q));
        for (const QVariant &v : QVariantList{text(j.connection), text(j.name), created} + values)
            q.addBindValue(v);
        if (!q.exec())
            return fail(sqlError(q));
        r.id = q.lastInsertId().toLongLong();
    }
    if (Result<void> m = writeMetrics(r.id, r.metrics); !m)
        return fail(m.error());
    if (Result<void> c = exec(QStringLiteral("COMMIT")); !c)
        return fail(c.error());
    // What a reader would get back: times at millisecond precision in UTC.
    Result<HistoryRecord> stored = record(r.id);
    if (stored)
        Q_EMIT recordChanged(*stored);
    return stored;
}

Result<void> HistoryStoreWorker::markGone(const QString &connection,
                                          const QStringList &presentNames)
{
    if (Result<void> o = ensureOpen(); !o)
        return o.error();
    const QSet<QString> present(presentNames.cbegin(), presentNames.cend());
    QList<qint64> gone;
    {
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        q.prepare(QStringLiteral("SELECT id, name FROM runs WHERE connection = ? AND gone = 0"));
        q.addBindValue(connection);
        if (!q.exec())
            return sqlError(q);
        while (q.next()) {
            if (!present.contains(q.value(1).toString()))
                gone.append(q.value(0).toLongLong());
        }
    }
    if (gone.isEmpty())
        return {};
    if (Result<void> b = exec(QStringLiteral("BEGIN IMMEDIATE")); !b)
        return b;
    for (qint64 id : gone) {
        if (Result<void> u = exec(QStringLiteral("UPDATE runs SET gone = 1 WHERE id = ?"), {id});
            !u) {
            (void)exec(QStringLiteral("ROLLBACK"));
            return u;
        }
    }
    if (Result<void> c = exec(QStringLiteral("COMMIT")); !c)
        return c;
    for (qint64 id : gone) {
        if (Result<HistoryRecord> r = record(id))
            Q_EMIT recordChanged(*r);
    }
    return {};
}

Result<QList<HistoryRecord>> HistoryStoreWorker::query(const HistoryFilter &f)
{
    if (Result<void> o = ensureOpen(); !o)
        return o.error();
    // Every condition is a fixed fragment; what the user typed only ever travels as a bound
    // value.
    QStringList conditions;
    QVariantList binds;
    if (!f.text.isEmpty()) {
        conditions << QStringLiteral("name LIKE ? ESCAPE '\\'");
        binds << QString(u'%' + escapeLike(f.text) + u'%');
    }
    if (!f.runtime.isEmpty()) {
        conditions << QStringLiteral("runtime = ?");
        binds << f.runtime;
    }
    if (f.backend) {
        conditions << QStringLiteral("backend = ?");
        binds << enumName(*f.backend);
    }
    if (!f.connection.isEmpty()) {
        conditions << QStringLiteral("connection = ?");
        binds << f.connection;
    }
    if (f.status) {
        conditions << QStringLiteral("status = ?");
        binds << enumName(*f.status);
    }
    if (f.from.isValid()) {
        conditions << QStringLiteral("created_ms >= ?");
        binds << QDateTime(f.from, QTime(0, 0)).toMSecsSinceEpoch();
    }
    if (f.to.isValid()) {
        conditions << QStringLiteral("created_ms < ?");
        binds << QDateTime(f.to.addDays(1), QTime(0, 0)).toMSecsSinceEpoch();
    }
    if (!f.metricName.isEmpty()) {
        QString m = QStringLiteral("id IN (SELECT run_id FROM metrics WHERE name = ?");
        binds << f.metricName;
        if (f.metricMin) {
            m += QStringLiteral(" AND last >= ?");
            binds << *f.metricMin;
        }
        if (f.metricMax) {
            m += QStringLiteral(" AND last <= ?");
            binds << *f.metricMax;
        }
        conditions << m + u')';
    }
    const QString where = conditions.isEmpty()
                              ? QString()
                              : QStringLiteral("WHERE ") + conditions.join(QLatin1String(" AND "));
    QString tail = QStringLiteral("ORDER BY created_ms DESC, id DESC");
    QVariantList tailBinds;
    if (f.limit > 0) {
        tail += QStringLiteral(" LIMIT ?");
        tailBinds << f.limit;
    }
    return select(where, binds, tail, tailBinds, f.details);
}

Result<QStringList> HistoryStoreWorker::runtimeNames()
{
    if (Result<void> o = ensureOpen(); !o)
        return o.error();
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT DISTINCT runtime FROM runs WHERE runtime != '' "
                               "ORDER BY runtime")))
        return sqlError(q);
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

Result<QStringList> HistoryStoreWorker::metricNames()
{
    if (Result<void> o = ensureOpen(); !o)
        return o.error();
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT DISTINCT name FROM metrics ORDER BY name")))
        return sqlError(q);
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

Result<QString> HistoryStoreWorker::archiveChild(const QString &archivedLogDir) const
{
    const QString rootCanonical = QFileInfo(m_archiveRoot).canonicalFilePath();
    if (rootCanonical.isEmpty())
        return Error::make(Error::Kind::NotFound,
                           tr("The archive folder %1 does not exist.")
                               .arg(QDir::toNativeSeparators(m_archiveRoot)));
    const QString written = QDir::cleanPath(QFileInfo(archivedLogDir).absoluteFilePath());
    const QString rootWritten = QDir::cleanPath(QFileInfo(m_archiveRoot).absoluteFilePath());
    const QString canonical = QFileInfo(archivedLogDir).canonicalFilePath();
    // The path as the database names it must be the path it really is, below the root: any
    // link on the way (to outside or to another run's folder) is refused.
    QString rel;
    if (written.startsWith(rootWritten + u'/'))
        rel = written.mid(rootWritten.size() + 1);
    else if (written.startsWith(rootCanonical + u'/'))
        rel = written.mid(rootCanonical.size() + 1);
    if (rel.isEmpty() || canonical.isEmpty() || canonical != rootCanonical + u'/' + rel
        || QFileInfo(archivedLogDir).isSymLink())
        return Error::make(Error::Kind::Validation,
                           tr("%1 is not a folder of the archive %2 (a link, or a path "
                              "elsewhere); it was left alone.")
                               .arg(QDir::toNativeSeparators(archivedLogDir),
                                    QDir::toNativeSeparators(m_archiveRoot)));
    return rel.section(u'/', 0, 0);
}

Result<qint64> HistoryStoreWorker::deleteArchive(const QString &archivedLogDir)
{
    if (archivedLogDir.isEmpty())
        return qint64(0);
    const QFileInfo fi(archivedLogDir);
    if (!fi.exists() && !fi.isSymLink())
        return qint64(0); // gone already
    Result<QString> child = archiveChild(archivedLogDir);
    if (!child)
        return child.error();
    const QString rootCanonical = QFileInfo(m_archiveRoot).canonicalFilePath();
    const qint64 bytes = folderBytes(rootCanonical + u'/' + *child);
    Result<bool> removed = SafeFs::removeChild(rootCanonical, *child);
    if (!removed)
        return removed.error();
    return bytes;
}

Result<int> HistoryStoreWorker::remove(const QList<qint64> &ids)
{
    if (Result<void> o = ensureOpen(); !o)
        return o.error();
    QList<qint64> removed;
    QStringList problems;
    for (qint64 id : ids) {
        Result<HistoryRecord> r = record(id);
        if (!r)
            continue;
        if (Result<qint64> d = deleteArchive(r->archivedLogDir); !d)
            problems << d.error().message;
        if (!exec(QStringLiteral("DELETE FROM metrics WHERE run_id = ?"), {id})
            || !exec(QStringLiteral("DELETE FROM runs WHERE id = ?"), {id}))
            continue;
        removed << id;
    }
    if (!removed.isEmpty())
        Q_EMIT recordsRemoved(removed);
    for (const QString &p : problems)
        qCWarning(lcCore, "history: %s", qPrintable(p));
    return int(removed.size());
}

Result<PruneReport> HistoryStoreWorker::prune(const RetentionPolicy &policy)
{
    if (Result<void> o = ensureOpen(); !o)
        return o.error();
    PruneReport report;
    if (policy.isUnlimited())
        return report;
    QSet<qint64> skipped;
    QList<qint64> removed;
    if (policy.maxAgeDays > 0) {
        const qint64 cutoff
            = QDateTime::currentMSecsSinceEpoch() - qint64(policy.maxAgeDays) * 24 * 3600 * 1000;
        struct Old
        {
            qint64 id;
            QString archive;
        };
        QList<Old> old;
        {
            QSqlQuery q(m_db);
            q.setForwardOnly(true);
            q.prepare(QStringLiteral("SELECT id, status, finished_ms, archived_log_dir FROM runs "
                                     "WHERE coalesce(finished_ms, created_ms) < ? "
                                     "ORDER BY created_ms, id"));
            q.addBindValue(cutoff);
            if (!q.exec())
                return sqlError(q);
            while (q.next()) {
                if (stillRuns(q.value(1).toString(), q.value(2)))
                    skipped.insert(q.value(0).toLongLong());
                else
                    old.append({q.value(0).toLongLong(), q.value(3).toString()});
            }
        }
        for (const Old &o : old) {
            if (Result<qint64> d = deleteArchive(o.archive); !d) {
                report.problems << d.error().message;
            } else if (!o.archive.isEmpty() && *d > 0) {
                ++report.archivesRemoved;
                report.bytesFreed += *d;
            }
            if (!exec(QStringLiteral("DELETE FROM metrics WHERE run_id = ?"), {o.id})
                || !exec(QStringLiteral("DELETE FROM runs WHERE id = ?"), {o.id}))
                continue;
            removed << o.id;
            ++report.rowsRemoved;
        }
    }
    if (policy.maxArchiveBytes > 0) {
        struct Archive
        {
            qint64 id;
            QString dir;
            bool running;
            qint64 bytes;
        };
        QList<Archive> archives;
        {
            QSqlQuery q(m_db);
            q.setForwardOnly(true);
            if (!q.exec(QStringLiteral("SELECT id, archived_log_dir, status, finished_ms FROM runs "
                                       "WHERE archived_log_dir != '' ORDER BY created_ms, id")))
                return sqlError(q);
            while (q.next())
                archives.append({q.value(0).toLongLong(),
                                 q.value(1).toString(),
                                 stillRuns(q.value(2).toString(), q.value(3)),
                                 0});
        }
        qint64 total = 0;
        const QString rootCanonical = QFileInfo(m_archiveRoot).canonicalFilePath();
        for (Archive &a : archives) {
            // Only what is ours counts: a foreign path is neither measured nor deleted.
            Result<QString> child = archiveChild(a.dir);
            if (!child) {
                if (QFileInfo::exists(a.dir) || QFileInfo(a.dir).isSymLink())
                    report.problems << child.error().message;
                a.dir.clear();
                continue;
            }
            a.bytes = folderBytes(rootCanonical + u'/' + *child);
            total += a.bytes;
        }
        for (const Archive &a : archives) {
            if (total <= policy.maxArchiveBytes)
                break;
            if (a.dir.isEmpty())
                continue;
            if (a.running) {
                skipped.insert(a.id);
                continue;
            }
            Result<qint64> d = deleteArchive(a.dir);
            if (!d) {
                report.problems << d.error().message;
                continue;
            }
            total -= a.bytes;
            ++report.archivesRemoved;
            report.bytesFreed += *d;
            if (exec(QStringLiteral("UPDATE runs SET archived_log_dir = '' WHERE id = ?"), {a.id}))
                if (Result<HistoryRecord> r = record(a.id))
                    Q_EMIT recordChanged(*r);
        }
    }
    report.skippedRunning = int(skipped.size());
    if (!removed.isEmpty())
        Q_EMIT recordsRemoved(removed);
    return report;
}

} // namespace TrainDeck::History
