// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

class QComboBox;
class QLineEdit;
class QSettings;

namespace TrainDeck::Models {
class JobFilterProxyModel;
}

namespace TrainDeck::Ui {

/// Free text, status and backend filters over a JobFilterProxyModel, kept across restarts.
class JobFilterBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobFilterBar)

public:
    /// Status choices, in the order of the combo box.
    /// Saved as numbers in the settings: new choices go last.
    enum StatusChoice { AnyStatus, Active, Running, Complete, Failed, Suspended, Cancelled };
    Q_ENUM(StatusChoice)

    explicit JobFilterBar(Models::JobFilterProxyModel *proxy, QWidget *parent = nullptr);

    void addBackend(const QString &connection, const QString &displayName);
    /// A connection's identity changed (an engine learns its endpoint when it connects).
    /// A filter on a backend that is gone would hide every job: back to all backends then.
    void removeBackend(const QString &connection);
    void renameBackend(const QString &from, const QString &to, const QString &displayName);
    void setText(const QString &text);
    void setStatusChoice(StatusChoice choice);
    StatusChoice statusChoice() const;
    /// "" for all backends.
    void setBackend(const QString &connection);
    QString backend() const;
    void clearFilters();

    QLineEdit *textEdit() const { return m_text; }
    QComboBox *statusCombo() const { return m_status; }
    QComboBox *backendCombo() const { return m_backend; }

    void save(QSettings &settings) const;
    void restore(const QSettings &settings);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void applyStatus();

    Models::JobFilterProxyModel *m_proxy;
    QLineEdit *m_text = nullptr;
    QComboBox *m_status = nullptr;
    QComboBox *m_backend = nullptr;
    QString m_wantedBackend; ///< restored before that backend was added
    bool m_clearButtonAsked = false;
};

} // namespace TrainDeck::Ui
