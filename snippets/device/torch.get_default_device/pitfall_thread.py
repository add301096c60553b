import threading

import torch

torch.set_default_device("meta")
print("main thread:", torch.get_default_device(), torch.zeros(1).device)


def worker():
    print("worker thread:", torch.get_default_device(), torch.zeros(1).device)


t = threading.Thread(target=worker)
t.start()
t.join()
