import os
import tempfile
from datetime import timedelta

import torch.distributed as dist

store = dist.HashStore()  # 内存中的存储，只在一个进程里；TCPStore、FileStore 的方法相同
store.set("epoch", "3")
print("get:", store.get("epoch"))  # 取回的值是 bytes
print("add:", store.add("done", 1), store.add("done", 1))  # 原子计数器，不存在时从 0 开始
print("compare_set:", store.compare_set("epoch", "3", "4"), store.get("epoch"))
print("check:", store.check(["epoch"]), store.check(["missing"]))
store.wait(["epoch"], timedelta(seconds=1))  # 所有键都存在时立即返回
print("num_keys:", store.num_keys(), "delete:", store.delete_key("done"))

trainer = dist.PrefixStore("trainer", store)  # 每个键前面自动加上 "trainer/"
trainer.set("lr", "0.1")
print("prefixed:", store.get("trainer/lr"))

with tempfile.TemporaryDirectory() as d:
    fs = dist.FileStore(os.path.join(d, "store"), 1)  # 通过一个文件共享
    fs.set("ready", "yes")
    print("file store:", fs.get("ready"))
    del fs
