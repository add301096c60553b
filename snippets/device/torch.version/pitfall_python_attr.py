import platform

import torch

print(platform.python_version() > "")  # the Python version lives in platform / sys
print(torch.version.python)  # no such attribute
