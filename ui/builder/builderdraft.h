// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/trainjob.h"
#include "core/support/result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>

namespace TrainDeck::Ui {

/// The last job the user built and did not submit, kept so that closing the builder (or the
/// app) never throws typed work away: one file, written whole (QSaveFile) in the form a
/// backend keeps a submitted job (TrainJobCodec::toKeptYaml: the script embedded, every
/// secret masked, since secrets are never written to disk), read back with JobLoader.
class BuilderDraft
{
    Q_DECLARE_TR_FUNCTIONS(BuilderDraft)
public:
    explicit BuilderDraft(QString path);

    /// `builder-draft.yaml` in the app's data folder.
    static QString defaultPath();
    QString path() const { return m_path; }

    Result<void> save(const TrainJob &job) const;
    bool exists() const;
    /// The draft, or why it cannot be read (a damaged file is left for the user to look at).
    Result<TrainJob> load() const;
    /// When the draft was written; invalid when there is none.
    QDateTime savedAt() const;
    /// Forgets the draft (after it was restored, discarded or submitted).
    Result<void> clear() const;

private:
    QString m_path;
};

} // namespace TrainDeck::Ui
