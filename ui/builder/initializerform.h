// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/initializers.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QStackedWidget;

namespace TrainDeck::Ui {

class SecretLineEdit;
class StringListEdit;
class ValidatedField;

/// The settings of a dataset or model initializer: a type (none, HuggingFace, S3, and for
/// datasets the Kubernetes-only data cache) and one form per type, field for field the SDK's
/// initializer classes.
class InitializerForm : public QWidget
{
    Q_OBJECT
public:
    enum class Role { Dataset, Model };
    Q_ENUM(Role)

    explicit InitializerForm(Role role, QWidget *parent = nullptr);

    Role role() const { return m_role; }
    InitializerKind kind() const;
    void setKind(InitializerKind kind);

    DatasetInitializerConfig datasetConfig() const;
    void setDatasetConfig(const DatasetInitializerConfig &config);
    ModelInitializerConfig modelConfig() const;
    void setModelConfig(const ModelInitializerConfig &config);

    /// The data cache needs Kubernetes; elsewhere its form is disabled and says why.
    void setBackendKind(BackendKind backend);
    bool dataCacheAvailable() const { return m_backend == BackendKind::Kubernetes; }
    QString dataCacheUnavailableReason() const;

    /// The field for a path below spec.initializer.<role>, such as "storageUri" or
    /// "env.ENDPOINT", on the page shown now; the type selector for anything else.
    ValidatedField *fieldFor(const QString &subPath) const;
    QList<ValidatedField *> allFields() const;
    QComboBox *typeCombo() const { return m_type; }

signals:
    void changed();

private:
    struct HfPage
    {
        QLineEdit *uri = nullptr;
        SecretLineEdit *token = nullptr;
        StringListEdit *ignore = nullptr;
        QHash<QString, ValidatedField *> fields;
    };
    struct S3Page
    {
        QLineEdit *uri = nullptr;
        QLineEdit *endpoint = nullptr;
        SecretLineEdit *accessKey = nullptr;
        SecretLineEdit *secretKey = nullptr;
        QLineEdit *region = nullptr;
        QLineEdit *roleArn = nullptr;
        StringListEdit *ignore = nullptr;
        QHash<QString, ValidatedField *> fields;
    };
    struct CachePage
    {
        QWidget *form = nullptr;
        QLabel *reason = nullptr;
        QLineEdit *uri = nullptr;
        QLineEdit *metadata = nullptr;
        QSpinBox *nodes = nullptr;
        QLineEdit *headCpu = nullptr;
        QLineEdit *headMem = nullptr;
        QLineEdit *workerCpu = nullptr;
        QLineEdit *workerMem = nullptr;
        QLineEdit *iamRole = nullptr;
        QHash<QString, ValidatedField *> fields;
    };

    QWidget *buildHfPage();
    QWidget *buildS3Page();
    QWidget *buildCachePage();
    QLineEdit *lineEdit(const QString &name, const QString &placeholder);
    void updateCacheAvailability();
    QString objectPrefix() const;

    Role m_role;
    BackendKind m_backend = BackendKind::Local;
    QComboBox *m_type = nullptr;
    ValidatedField *m_typeField = nullptr;
    QStackedWidget *m_pages = nullptr;
    HfPage m_hf;
    S3Page m_s3;
    CachePage m_cache;
};

} // namespace TrainDeck::Ui
