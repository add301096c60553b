import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import platform

print(platform.python_version() > "")  # the Python version lives in platform / sys
print(torch.version.python)  # no such attribute
