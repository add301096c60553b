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
    print(torch.is_grad_enabled())     # off in this thread
print(results)                         # but on in the thread started inside the block
