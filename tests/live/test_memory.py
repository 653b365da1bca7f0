"""Storages, element writes, copies and freed storages, read from real tensors and arrays."""

import unittest

from livetest import LiveTestCase, needs_torch


@needs_torch
class StorageIdentity(LiveTestCase):
    def test_views_and_bridges_share_one_storage(self):
        r = self.scene("""
            import torch
            import numpy as np
            a = torch.arange(6.).reshape(2, 3)
            n = a.numpy()
            t = a.t()
            row = a[1]
            d = a.detach()
            f = torch.from_numpy(n)
            s = torch.as_tensor(n)
            part = torch.from_numpy(n[1:])
            c = a.clone()
            """)
        self.assertEqual(r.status, 0, r.stderr)
        last = r.steps[-1]
        shared = r.storage_of(last, "a")
        for name in ("n", "t", "row", "d", "f", "s", "part"):
            self.assertEqual(r.storage_of(last, name), shared, name)
        self.assertNotEqual(r.storage_of(last, "c"), shared)
        storage = next(s for s in last["storages"] if s["id"] == shared)
        self.assertEqual(storage["owners"], ["a", "d", "f", "n", "part", "row", "s", "t"])
        self.assertEqual(storage["nbytes"], 24)
        self.assertEqual(r.object(last, "t")["strides"], [1, 3])
        self.assertEqual(r.object(last, "row")["offset"], 3)
        self.assertEqual(r.object(last, "part")["offset"], 3)  # from the array's storage start
        self.assertEqual(r.object(last, "n")["dtype"], "float32")
        self.assertEqual(r.object(last, "a")["dtype"], "torch.float32")

    def test_numbering_follows_first_appearance_and_survives_rebinding(self):
        r = self.scene("""
            import torch
            a = torch.zeros(2)
            b = torch.ones(3)
            a, b = b, a
            """)
        last = r.steps[-1]
        self.assertEqual([s["nbytes"] for s in last["storages"]], [8, 12])
        self.assertEqual(r.storage_of(last, "a"), 2)

    def test_freed_storage_is_reported_once(self):
        r = self.scene("""
            import torch
            a = torch.zeros(4)
            del a
            x = 1
            """)
        self.assertEqual(r.step_at("del a")["freed"], [1])
        self.assertEqual(r.step_at("del a")["storages"], [])
        self.assertEqual(r.step_at("x = 1")["freed"], [])

    def test_function_locals_hold_storages_without_owners(self):
        r = self.scene("""
            import torch
            def f():
                y = torch.ones(2)
                return y
            z = f()
            """)
        inside = r.step_at("y = torch.ones(2)")
        self.assertEqual([s["owners"] for s in inside["storages"]], [[]])
        self.assertEqual([s["owners"] for s in r.steps[-1]["storages"]], [["z"]])


@needs_torch
class ElementWrites(LiveTestCase):
    def test_write_through_an_array_is_seen_by_every_view(self):
        r = self.scene("""
            import torch
            a = torch.zeros(2, 3)
            n = a.numpy()
            t = a.t()
            n[0, 1] = 5
            """)
        (w,) = r.step_at("n[0, 1] = 5")["written"]
        self.assertEqual(w["element"], 1)
        self.assertEqual((w["old"], w["new"]), ("0.0", "5.0"))
        self.assertEqual(w["seen_as"], ["a[0][1]", "n[0][1]", "t[1][0]"])
        self.assertEqual(w["writer"], "n")

    def test_method_writes_name_their_receiver(self):
        r = self.scene("""
            import torch
            a = torch.zeros(4, dtype=torch.int64)
            a.add_(1)
            a[2:].mul_(3)
            b = torch.tensor([True, False])
            b[1] = True
            """)
        (bulk,) = r.step_at("a.add_(1)")["bulk_written"]
        self.assertEqual((bulk["begin"], bulk["end"], bulk["writer"]), (0, 32, "a"))
        (bulk,) = r.step_at("a[2:].mul_(3)")["bulk_written"]
        self.assertEqual((bulk["begin"], bulk["end"]), (16, 32))
        (w,) = r.step_at("b[1] = True")["written"]
        self.assertEqual((w["old"], w["new"]), ("False", "True"))

    def test_budget_overflow_reports_writes_without_elements(self):
        r = self.scene("""
            import torch
            a = torch.zeros(1000)
            b = torch.zeros(1000)
            b.add_(1)
            """, "--budget-mib", "0.005")
        self.assertEqual(r.status, 0, r.stderr)
        (bulk,) = r.step_at("b.add_(1)")["bulk_written"]
        self.assertEqual((bulk["begin"], bulk["end"], bulk["writer"]), (None, None, "b"))


@needs_torch
class Copies(LiveTestCase):
    def test_copies_have_bytes_and_direction(self):
        r = self.scene("""
            import torch
            import numpy as np
            a = torch.arange(6.).reshape(2, 3)
            b = a.clone()
            c = a.double()
            d = np.array(a)
            e = torch.cat([a, a])
            f = a.t().contiguous()
            g = a[0].clone()
            h = torch.zeros_like(a)
            i = a * 1
            """)
        def copies(statement):
            return [(c["bytes"], c["direction"]) for c in r.step_at(statement)["copies"]]
        self.assertEqual(copies("b = a.clone()"), [(24, "host-to-host")])
        self.assertEqual(copies("c = a.double()"), [(48, "host-to-host")])
        self.assertEqual(copies("d = np.array(a)"), [(24, "host-to-host")])
        self.assertEqual(copies("e = torch.cat([a, a])"), [(24, "host-to-host")] * 2)
        self.assertEqual(copies("f = a.t().contiguous()"), [(24, "host-to-host")])
        self.assertEqual(copies("g = a[0].clone()"), [(12, "host-to-host")])
        self.assertEqual(copies("h = torch.zeros_like(a)"), [])
        self.assertEqual(copies("i = a * 1"), [])

    def test_empty_is_uninitialized_until_written(self):
        r = self.scene("""
            import torch
            a = torch.empty(3)
            a.fill_(7)
            """)
        self.assertTrue(r.step_at("a = torch.empty(3)")["storages"][0]["uninitialized"])


if __name__ == "__main__":
    unittest.main()
