import torch

v = torch.backends.cudnn.version()
print(v)  # 仅 CPU 的构建上为 None
# 先判断再比较：v 为 None 时 `v >= 8000` 会抛出 TypeError
print(v is not None and v >= 8000)
print(torch.backends.cudnn.enabled)  # 即使没有 cuDNN，这个开关也仍是 True
