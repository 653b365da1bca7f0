// The error dialog as the user sees it: PyTorch's exact exception, why it happened, and the
// fixes with their code and what they will do (each tried in a scratch session first).
// Every row raises a real exception in a real Session.
#include "dialogs/ErrorDialog.h"
#include "explain/ErrorAdvisor.h"
#include "explain/FixPreview.h"
#include "explain/StatementText.h"
#include "session/Session.h"
#include "support/TestSettings.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace tl::ui;

class TestErrorDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void advice_data();
    void advice();
    void applyEmitsTheFixCode();
    void declineChangesNothing();
    void statementText_data();
    void statementText();
};

void TestErrorDialog::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_errordialog"));
}

void TestErrorDialog::advice_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("why");         // a phrase the explanation contains
    QTest::addColumn<QStringList>("fixes");   // fix codes offered, in order
    QTest::addColumn<QStringList>("effects"); // a phrase each fix's effect contains

    QTest::addRow("numpy-on-requires-grad")
        << "a = torch.ones((1, 2), requires_grad=True)" << "na = a.numpy()" << "RuntimeError"
        << "Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead."
        << "autograd records every operation" << QStringList{"na = a.detach().numpy()", "na = a.numpy(force=True)"}
        << QStringList{"sharing memory with a (no copy", "sharing memory with a (no copy"};
    QTest::addRow("numpy-on-cuda")
        << "a = torch.ones((1, 2), device='cuda:0')" << "na = a.numpy()" << "TypeError"
        << "can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."
        << "can only point at host (CPU) memory" << QStringList{"na = a.cpu().numpy()", "na = a.numpy(force=True)"}
        << QStringList{"na gets new host memory: copies 8 bytes", "na gets new host memory: copies 8 bytes"};
    QTest::addRow("numpy-on-cuda-requiring-grad")
        << "a = torch.ones((1, 2), device='cuda:0', requires_grad=True)" << "na = a.numpy()" << "TypeError"
        << "can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."
        << "GPU memory" << QStringList{"na = a.detach().cpu().numpy()", "na = a.numpy(force=True)"}
        << QStringList{"copies 8 bytes", "copies 8 bytes"};
    QTest::addRow("cross-device-binary-op")
        << "a = torch.ones(2)\nb = torch.ones(2, device='cuda')" << "c = a + b" << "RuntimeError"
        << "Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!"
        << "never moves data behind your back" << QStringList{"c = a.to('cuda') + b", "c = a + b.cpu()"}
        << QStringList{"c gets new GPU memory", "c gets new host memory"};
    QTest::addRow("in-place-on-leaf-requiring-grad")
        << "a = torch.ones(2, requires_grad=True)" << "a.add_(1)" << "RuntimeError"
        << "a leaf Variable that requires grad is being used in an in-place operation."
        << "would make gradients silently wrong" << QStringList{"a.detach().add_(1)", "a_copy = a.clone()\na_copy.add_(1)"}
        << QStringList{"a.detach().add_(1) writes in place into the memory a sees",
                       "a_copy gets new host memory: copies 8 bytes; then a_copy.add_(1) writes in place"};
    QTest::addRow("augmented-assignment-on-leaf")
        << "w = torch.zeros(3, requires_grad=True)" << "w += 1" << "RuntimeError"
        << "a leaf Variable that requires grad is being used in an in-place operation."
        << "leaf tensor that requires grad" << QStringList{"w.detach().add_(1)", "w_copy = w.clone()\nw_copy += 1"}
        << QStringList{"writes in place into the memory w sees", "copies 12 bytes; then w_copy += 1 writes in place"};
    QTest::addRow("requires-grad-on-int-dtype")
        << "" << "a = torch.ones((2,), dtype=torch.int64, requires_grad=True)" << "RuntimeError"
        << "Only Tensors of floating point and complex dtype can require gradients" << "only for floating-point"
        << QStringList{"a = torch.ones((2,), dtype=torch.float32, requires_grad=True)", "a = torch.ones((2,), dtype=torch.int64)"}
        << QStringList{"a gets new host memory", "a gets new host memory"};
    QTest::addRow("requires-grad-on-inferred-int")
        << "" << "t = torch.tensor([1, 2], requires_grad=True)" << "RuntimeError"
        << "Only Tensors of floating point and complex dtype can require gradients" << "integer and bool values"
        << QStringList{"t = torch.tensor([1, 2], dtype=torch.float32, requires_grad=True)", "t = torch.tensor([1, 2])"}
        << QStringList{"t gets new host memory", "t gets new host memory"};
    QTest::addRow("requires-grad-off-on-a-computed-tensor")
        << "a = torch.ones(2, requires_grad=True)\nb = a * 2" << "b.requires_grad_(False)" << "RuntimeError"
        << "you can only change requires_grad flags of leaf variables. If you want to use a computed variable in a subgraph "
           "that doesn't require differentiation use var_no_grad = var.detach()."
        << "<code>b</code> is not a leaf: autograd computed it from tensors that require grad (its grad_fn is <code>MulBackward0</code>)"
        << QStringList{"b_no_grad = b.detach()"} << QStringList{"sharing memory with b (no copy"};
    QTest::addRow("requires-grad-set-on-a-computed-tensor")
        << "a = torch.ones(2, requires_grad=True)\nb = a * 2" << "b.requires_grad = True" << "RuntimeError"
        << "you can only change requires_grad flags of leaf variables." << "Only a leaf's requires_grad flag"
        << QStringList{"b.retain_grad()", "b_leaf = b.detach().requires_grad_()"}
        << QStringList{"no memory is allocated, copied or written", "sharing memory with b (no copy"};
    QTest::addRow("write-to-read-only-array")
        << "na = np.ones(2, dtype=np.float32)\nna.flags.writeable = False" << "na[0] = 5" << "ValueError"
        << "assignment destination is read-only" << "WRITEABLE flag is False" << QStringList{"na = na.copy()\nna[0] = 5"}
        << QStringList{"na gets new host memory: copies 8 bytes; then na[0] = 5 writes in place"};
    QTest::addRow("shape-mismatch")
        << "a = torch.ones(2)\nb = torch.ones(3)" << "c = a + b" << "RuntimeError"
        << "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 0"
        << "<code>a</code> has shape (2,), <code>b</code> has shape (3,)" << QStringList{} << QStringList{};
    QTest::addRow("numpy-broadcast")
        << "x = np.ones(2)\ny = np.ones(3)" << "z = x + y" << "ValueError"
        << "operands could not be broadcast together with shapes (2,) (3,) "
        << "<code>x</code> has shape (2,), <code>y</code> has shape (3,)" << QStringList{} << QStringList{};
    QTest::addRow("cat-across-devices")
        << "a = torch.ones(2)\nb = torch.ones(2, device='cuda')" << "c = torch.cat([a, b])" << "RuntimeError"
        << "Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0! "
           "(when checking argument for argument tensors in method wrapper_cat)"
        << "never moves data behind your back" << QStringList{"c = torch.cat([a.to('cuda'), b])", "c = torch.cat([a, b.cpu()])"}
        << QStringList{"c gets new GPU memory", "c gets new host memory"};
    QTest::addRow("unknown-name")
        << "alpha = torch.ones(2)" << "b = alpah + 1" << "NameError" << "name 'alpah' is not defined. Did you mean: 'alpha'?"
        << "No variable named" << QStringList{"b = alpha + 1"} << QStringList{"b gets new host memory"};
    QTest::addRow("outside-the-subset")
        << "" << "x = torch.poisson(torch.ones(2))" << "Not supported by TensorLens" << "torch.poisson is not supported"
        << "outside the part of Python, PyTorch and NumPy" << QStringList{} << QStringList{};
    QTest::addRow("tensor-has-no-copy")
        << "a = torch.ones(2)" << "b = a.copy()" << "AttributeError"
        << "'Tensor' object has no attribute 'copy'. Did you mean: 'copy_'?" << "PyTorch calls copying a tensor clone()"
        << QStringList{"b = a.clone()"} << QStringList{"copies 8 bytes"};
}

void TestErrorDialog::advice()
{
    QFETCH(QString, setup);
    QFETCH(QString, statement);
    QFETCH(QString, type);
    QFETCH(QString, message);
    QFETCH(QString, why);
    QFETCH(QStringList, fixes);
    QFETCH(QStringList, effects);

    Session session(tl::CudaMode::Sim);
    QVERIFY(session.execute(QStringLiteral("import torch\nimport numpy as np\n") + setup, ExecOrigin::Gui).ok);
    const QStringList logBefore = session.codeLog();
    const ExecResult error = session.execute(statement, ExecOrigin::Gui);
    QVERIFY(!error.ok);
    QCOMPARE(session.codeLog(), logBefore);

    ErrorAdvice advice = ErrorAdvisor(session.model()).advise(ErrorAdvisor::failureOf(error));
    FixPreview(session).describe(advice);
    ErrorDialog dialog;
    dialog.setError(error, advice);

    QCOMPARE(dialog.errorType(), type);
    // Exactly the traceback's last line, CPython's "Did you mean" included.
    QCOMPARE(dialog.message(), message);
    QVERIFY2(dialog.explanation().contains(why), qPrintable(dialog.explanation()));
    QStringList codes;
    for (const FixOption &f : dialog.fixes())
        codes << f.code;
    QCOMPARE(codes, fixes);
    for (int i = 0; i < effects.size(); ++i)
        QVERIFY2(dialog.fixes()[i].effect.contains(effects[i]), qPrintable(dialog.fixes()[i].effect));
    // Trying the fixes left the live session alone.
    QCOMPARE(session.codeLog(), logBefore);
}

void TestErrorDialog::applyEmitsTheFixCode()
{
    Session session(tl::CudaMode::Sim);
    QVERIFY(session.execute(QStringLiteral("import torch\na = torch.ones((1, 2), requires_grad=True)"), ExecOrigin::Gui).ok);
    const ExecResult error = session.execute(QStringLiteral("na = a.numpy()"), ExecOrigin::Gui);
    ErrorAdvice advice = ErrorAdvisor(session.model()).advise(ErrorAdvisor::failureOf(error));
    FixPreview(session).describe(advice);
    ErrorDialog dialog;
    dialog.setError(error, advice);
    dialog.open();
    QSignalSpy applied(&dialog, &ErrorDialog::fixApplied);
    QTest::mouseClick(dialog.applyButton(0), Qt::LeftButton);
    QCOMPARE(applied.count(), 1);
    QCOMPARE(applied.first().first().toString(), QStringLiteral("na = a.detach().numpy()"));
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.appliedFix(), QStringLiteral("na = a.detach().numpy()"));
}

void TestErrorDialog::declineChangesNothing()
{
    Session session(tl::CudaMode::Sim);
    QVERIFY(session.execute(QStringLiteral("import torch\na = torch.ones((1, 2), requires_grad=True)"), ExecOrigin::Gui).ok);
    const ExecResult error = session.execute(QStringLiteral("na = a.numpy()"), ExecOrigin::Gui);
    ErrorAdvice advice = ErrorAdvisor(session.model()).advise(ErrorAdvisor::failureOf(error));
    ErrorDialog dialog;
    dialog.setError(error, advice);
    dialog.open();
    QSignalSpy applied(&dialog, &ErrorDialog::fixApplied);
    QTest::mouseClick(dialog.closeButton(), Qt::LeftButton);
    QCOMPARE(applied.count(), 0);
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(dialog.appliedFix().isEmpty());
    QVERIFY(!session.model().names.contains(QStringLiteral("na")));
}

void TestErrorDialog::statementText_data()
{
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QString>("receiverOfNumpy");
    QTest::addColumn<QStringList>("readNames");
    QTest::addColumn<QString>("written");

    QTest::addRow("assignment") << "na = a.numpy()" << "a" << QStringList{"a"} << "na";
    QTest::addRow("chained receiver") << "na = a.detach().numpy()" << "a.detach()" << QStringList{"a"} << "na";
    QTest::addRow("subscript receiver") << "x = t[0, 1:].numpy()" << "t[0, 1:]" << QStringList{"t"} << "x";
    QTest::addRow("keywords are not reads") << "b = torch.ones(2, dtype=torch.int64, requires_grad=True)" << ""
                                            << QStringList{"torch"} << "b";
    QTest::addRow("strings are not reads") << "print('a b', c)" << "" << QStringList{"print", "c"} << "print";
    QTest::addRow("item assignment reads its target") << "na[0][0] = x" << "" << QStringList{"na", "x"} << "na";
    QTest::addRow("augmented") << "a += b" << "" << QStringList{"a", "b"} << "a";
}

void TestErrorDialog::statementText()
{
    QFETCH(QString, statement);
    QFETCH(QString, receiverOfNumpy);
    QFETCH(QStringList, readNames);
    QFETCH(QString, written);
    const StatementText st(statement);
    QCOMPARE(st.receiverOf(QStringLiteral("numpy")), receiverOfNumpy);
    QCOMPARE(st.readNames(), readNames);
    QCOMPARE(st.writtenName(), written);
}

QTEST_MAIN(TestErrorDialog)
#include "tst_errordialog.moc"
