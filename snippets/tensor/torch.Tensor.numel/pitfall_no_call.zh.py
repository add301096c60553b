import torch

x = torch.zeros(0, 3)            # 空张量
print(x.numel == 0)              # 比较的是方法对象本身：始终为 False
print(bool(x.numel))             # 方法对象的真值恒为 True
print(x.numel() == 0)            # 本意是这样写
