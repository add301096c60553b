import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.ones(3, device=device)    # run with DEVICE=cuda
print(x.device.type)
x.numpy()                            # NumPy cannot read GPU memory
