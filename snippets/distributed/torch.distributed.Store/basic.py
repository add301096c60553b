import os
import tempfile
from datetime import timedelta

import torch.distributed as dist

store = dist.HashStore()  # in-memory, one process; TCPStore and FileStore share the same methods
store.set("epoch", "3")
print("get:", store.get("epoch"))  # values come back as bytes
print("add:", store.add("done", 1), store.add("done", 1))  # an atomic counter, created at 0
print("compare_set:", store.compare_set("epoch", "3", "4"), store.get("epoch"))
print("check:", store.check(["epoch"]), store.check(["missing"]))
store.wait(["epoch"], timedelta(seconds=1))  # returns as soon as every key exists
print("num_keys:", store.num_keys(), "delete:", store.delete_key("done"))

trainer = dist.PrefixStore("trainer", store)  # every key gets "trainer/" in front
trainer.set("lr", "0.1")
print("prefixed:", store.get("trainer/lr"))

with tempfile.TemporaryDirectory() as d:
    fs = dist.FileStore(os.path.join(d, "store"), 1)  # shared through a file
    fs.set("ready", "yes")
    print("file store:", fs.get("ready"))
    del fs
