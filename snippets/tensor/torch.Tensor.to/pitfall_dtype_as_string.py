import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.ones(2, device=device)
x.to("float16")        # a string is parsed as a device name
