import threading

import torch

w = torch.ones(2, requires_grad=True)
results = {}


def worker():
    results["grad_enabled"] = torch.is_grad_enabled()
    results["requires_grad"] = (w * 2).requires_grad


with torch.no_grad():
    t = threading.Thread(target=worker)
    t.start()
    t.join()
    print(torch.is_grad_enabled())     # 在本线程中关闭
print(results)                         # 但在代码块内启动的线程中是开启的
