import threading

import torch

# Called as a function in the main thread: relaxed for this thread only
torch.autograd.enforce_grad_layout_policy(False)

w = torch.zeros(4, 3, requires_grad=True)
x = torch.ones(3, 4)


def train_step():
    (w.t() * x).sum().backward()


worker = threading.Thread(target=train_step)
worker.start()
worker.join()
print("backward in another thread:", w.grad.stride())  # still enforced

w.grad = None
train_step()
print("backward in the main thread:", w.grad.stride())
