import platform

import torch

print(platform.python_version() > "")  # Python 的版本要从 platform / sys 中取
print(torch.version.python)  # 没有这个属性
