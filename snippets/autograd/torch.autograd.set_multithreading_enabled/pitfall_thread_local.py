import threading

import torch

state = threading.local()
x = torch.ones(3, device="cuda", requires_grad=True)
x.register_hook(lambda grad: print("hook sees step:", getattr(state, "step", None)))

state.step = 7  # per-thread data set by the training loop
(x * 2).sum().backward()  # the hook runs on a CUDA worker thread: None

with torch.autograd.set_multithreading_enabled(False):
    (x * 2).sum().backward()  # the hook runs on this thread: 7
