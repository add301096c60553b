import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

model = nn.Linear(2, 2).to(device)
model.register_forward_hook(lambda mod, inp, out: print("hook ran"))

x = torch.ones(1, 2, device=device)
model(x)  # prints "hook ran"
model.forward(x)  # prints nothing: hooks are skipped
print("done")
