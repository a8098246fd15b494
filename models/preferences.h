// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace TrainDeck {
struct BackendOptions;
}

namespace TrainDeck::Models {

/// The user's preferences, kept in QSettings: read at construction, each setter validates
/// its value, writes it and emits changed() (a refused value changes nothing and comes back
/// as an Error that says what was wrong and what to do). Several keys are shared with the
/// classes that already read them (the stall timeout with StallWatcher, the retention with
/// HistoryController), so what is set here is what those apply. Qt Core only: the app's
/// start-up and traindeck-cli read it too. See docs/preferences.md.
class Preferences final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Preferences)

public:
    enum class Setting {
        DefaultConnection,
        DataFolder,
        Retention,
        Language,
        Theme,
        Notifications,
        StallMinutes,
        PipIndex,
        PullPolicy,
        Kubeconfigs,
    };
    Q_ENUM(Setting)
    enum class Theme { System, Light, Dark };
    Q_ENUM(Theme)
    /// What a desktop notification may be sent for.
    enum class Event { Completed, Failed, Stalled };
    Q_ENUM(Event)

    static const QString DefaultConnectionKey; ///< preferences/defaultConnection
    static const QString DataFolderKey;        ///< preferences/dataFolder
    static const QString OldDataFolderKey;     ///< preferences/oldDataFolder: to empty at start
    static const QString LanguageKey;          ///< preferences/language
    static const QString ThemeKey;             ///< preferences/theme
    static const QString NotifyKeyPrefix;      ///< notifications/on + Completed, Failed, Stalled
    static const QString PipIndexKey;          ///< preferences/pipIndexUrl
    static const QString PullPolicyKey;        ///< preferences/pullPolicy
    static const QString KubeconfigsKey;       ///< preferences/kubeconfigs
    static constexpr int MaxStallMinutes = 24 * 60;
    static constexpr int MaxRetentionDays = 3650;
    static constexpr int MaxArchiveMiB = 1024 * 1024;

    explicit Preferences(QObject *parent = nullptr);
    ~Preferences() override;

    /// The connection selected at start (Backend::connection()); empty: the last one used.
    QString defaultConnection() const { return m_defaultConnection; }
    Result<void> setDefaultConnection(const QString &connection);

    /// The data folder in use now (Paths::dataDir()).
    static QString dataFolder();
    /// Moves the data to `folder` (DataFolderMove::copy) and switches to it from the next
    /// start, when the old folder is emptied of what was proven copied. Refused while
    /// `activeJobs` > 0 (their processes write into the folder), or when TRAINDECK_DATA_DIR
    /// chooses the folder. Returns the number of files copied.
    Result<int> moveDataFolder(const QString &folder, int activeJobs);
    /// moveDataFolder() in three steps, for a caller that copies in a worker thread: the
    /// checks before any byte is copied (returns the folder the data is in now), then
    /// DataFolderMove::copy() from that folder, then switchDataFolder(), which asks again for
    /// the jobs that run now (one may have started during the copy; the caller then discards
    /// the copy, DataFolderMove::discard()).
    Result<QString> checkDataFolderMove(const QString &folder, int activeJobs) const;
    Result<void> switchDataFolder(const QString &from, const QString &folder, int activeJobs);
    /// A move done, waiting for the next start to empty the old folder.
    static QString pendingOldDataFolder();
    /// At start, before anything opens the data folder: points TRAINDECK_DATA_DIR at the
    /// chosen folder (unless the environment sets it). With `finishMove` (the desktop app) a
    /// move made in the last session is finished: the old folder emptied of what is proven
    /// copied. Without it (traindeck-cli), while a move waits to be finished the old folder is
    /// used, as the desktop app that moved still does. `application` is the settings file's
    /// name, so that traindeck-cli follows the desktop app's choice. Returns what finishing
    /// left behind, for the user; empty when nothing.
    static QString applyDataFolder(const QString &application, bool finishMove);

    /// History retention (HistoryController's keys): days, and the archive's size in MiB;
    /// 0 = no limit.
    int retentionDays() const;
    int retentionArchiveMiB() const;
    Result<void> setRetention(int days, int archiveMiB);

    /// "" (the system's), "en", "de" or "zh_CN".
    QString language() const { return m_language; }
    static QStringList languages();
    Result<void> setLanguage(const QString &language);

    Theme theme() const { return m_theme; }
    Result<void> setTheme(Theme theme);

    bool notifies(Event event) const;
    Result<void> setNotifies(Event event, bool on);
    /// The stall timeout in minutes (StallWatcher's key), 0 = no stall alerts.
    int stallMinutes() const;
    Result<void> setStallMinutes(int minutes);

    /// The pip index a new job starts with; empty: pip's own.
    QString pipIndexUrl() const { return m_pipIndexUrl; }
    Result<void> setPipIndexUrl(const QString &url);

    /// IfNotPresent, Always or Never: Docker and Podman connections made from now on.
    QString pullPolicy() const { return m_pullPolicy; }
    static QStringList pullPolicies();
    Result<void> setPullPolicy(const QString &policy);

    /// Kubeconfig files read besides $KUBECONFIG (or ~/.kube/config).
    QStringList kubeconfigs() const { return m_kubeconfigs; }
    Result<void> setKubeconfigs(const QStringList &files);

    /// The pull policy and the kubeconfig files into the options backends are made with.
    void applyTo(BackendOptions &options) const;

Q_SIGNALS:
    void changed(TrainDeck::Models::Preferences::Setting setting);

private:
    void store(const QString &key, const QVariant &value, Setting which);

    QString m_defaultConnection;
    QString m_language;
    Theme m_theme = Theme::System;
    QString m_pipIndexUrl;
    QString m_pullPolicy;
    QStringList m_kubeconfigs;
};

} // namespace TrainDeck::Models
