"""`scene --cells N`: what a window draws from a recording (element texts, object identity
and birth, the module's other names) and nothing more without it."""

import unittest

from livetest import LiveTestCase, needs_torch


@needs_torch
class CellsTest(LiveTestCase):
    def test_without_cells_the_scene_is_unchanged(self):
        r = self.scene("import torch\na = torch.ones(2)\nn = 3\n")
        step = r.steps[-1]
        self.assertNotIn("values", step)
        self.assertNotIn("cells", step["storages"][0])
        self.assertNotIn("id", step["objects"][0])

    def test_small_storage_sends_every_element(self):
        r = self.scene("import torch\na = torch.arange(4.)\nna = a.numpy()\nna[2] = 7\n", "--cells", "16")
        self.assertEqual(r.steps[-1]["storages"][0]["cells"], ["0.0", "1.0", "7.0", "3.0"])
        self.assertEqual(r.steps[2]["storages"][0]["cells"], ["0.0", "1.0", "2.0", "3.0"])

    def test_ints_and_bools_as_scalars_print(self):
        r = self.scene("import torch\na = torch.tensor([1, -2])\nb = a > 0\n", "--cells", "16")
        by_id = {s["id"]: s for s in r.steps[-1]["storages"]}
        self.assertEqual(by_id[1]["cells"], ["1", "-2"])
        self.assertEqual(by_id[2]["cells"], ["True", "False"])

    def test_large_storage_sends_what_a_window_draws(self):
        r = self.scene("import torch\na = torch.zeros(100, 100)\nna = a.numpy()\nna[50][50] = 5\n", "--cells", "64")
        storage = r.steps[-1]["storages"][0]
        self.assertNotIn("cells", storage)
        cells = storage["cells_at"]
        self.assertEqual(cells["5050"], "5.0")            # the written element
        self.assertIn("5034", cells)                      # and around it
        self.assertIn("0", cells)                         # the first elements
        self.assertIn("9999", cells)                      # the last
        self.assertIn("9900", cells)                      # a card's corner (a[99][0])
        self.assertLess(len(cells), 2000)

    def test_objects_keep_their_identity_and_say_when_they_were_made(self):
        r = self.scene("import torch\nrows = [torch.ones(2)]\na = torch.ones(3)\nb = a\nfirst = rows[0]\n"
                       "a = a.clone()\n", "--cells", "8")
        made = r.step_at("a = torch.ones(3)")
        same = r.step_at("b = a")
        self.assertEqual(r.object(made, "a")["id"], r.object(same, "b")["id"])
        self.assertTrue(r.object(made, "a")["born"])
        self.assertFalse(r.object(same, "b")["born"])
        # out of sight in a list before: no new object
        self.assertFalse(r.object(r.step_at("first = rows[0]"), "first")["born"])
        clone = r.step_at("a = a.clone()")
        self.assertNotEqual(r.object(clone, "a")["id"], r.object(clone, "b")["id"])
        self.assertTrue(r.object(clone, "a")["born"])

    def test_other_names_with_type_repr_and_identity(self):
        r = self.scene("import torch\nimport numpy as np\nn = 3\nxs = []\nxs.append(1)\nd = torch.float64\n"
                       "s = 'x' * 100\n", "--cells", "8")
        values = {v["name"]: v for v in r.steps[-1]["values"]}
        self.assertEqual((values["n"]["type"], values["n"]["repr"]), ("int", "3"))
        self.assertEqual((values["d"]["type"], values["d"]["repr"]), ("torch.dtype", "torch.float64"))
        self.assertEqual(values["torch"]["type"], "module")
        self.assertEqual(values["s"]["repr"], "'" + "x" * 56 + "...")
        appended = {v["name"]: v for v in r.step_at("xs.append(1)")["values"]}
        created = {v["name"]: v for v in r.step_at("xs = []")["values"]}
        self.assertEqual(appended["xs"]["ref"], created["xs"]["ref"])
        self.assertEqual(appended["xs"]["repr"], "[1]")


if __name__ == "__main__":
    unittest.main()
