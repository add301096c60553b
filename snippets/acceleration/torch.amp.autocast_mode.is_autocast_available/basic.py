import contextlib

import torch
from torch.amp.autocast_mode import is_autocast_available

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

for device_type in ["cpu", "cuda", "meta"]:
    print(device_type, is_autocast_available(device_type))

# Code that may run on any device type: no autocast where it is not supported
def amp_context(device_type):
    if is_autocast_available(device_type):
        return torch.autocast(device_type)
    return contextlib.nullcontext()

model = torch.nn.Linear(4, 4).to(device)
with amp_context(device.type):
    out = model(torch.randn(2, 4, device=device))
print(out.dtype)
with amp_context("meta"):
    print(model.to("meta")(torch.randn(2, 4, device="meta")).dtype)
