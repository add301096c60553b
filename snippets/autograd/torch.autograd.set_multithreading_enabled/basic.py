import threading

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
caller = threading.get_ident()

x = torch.ones(3, device=device, requires_grad=True)
on_caller = []
# A tensor hook runs on whichever thread executes this part of backward
x.register_hook(lambda grad: on_caller.append(threading.get_ident() == caller))

(x * 2).sum().backward()  # default: device worker threads (CUDA)
with torch.autograd.set_multithreading_enabled(False):
    (x * 2).sum().backward()  # always the calling thread

print(on_caller)  # CPU: [True, True]; CUDA: [False, True]
print(x.grad)
