import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

if device.type == "cuda":
    torch.cuda.set_device(device)  # makes `device` the default CUDA device
    print("current device:", torch.cuda.current_device())
    x = torch.ones(2, device="cuda")  # bare "cuda" means the current device
    print(x.device)
else:
    print("running on", device, "- nothing to select")

# Preferred: keep the device explicit instead of relying on the global default
y = torch.ones(2).to(device)
print(y.device.type)
