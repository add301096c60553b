import torch

steps = torch.tensor([0, 1, 2])            # int64

print(steps.float().cos_())                # 在浮点副本上原地计算
steps.cos_()                               # int 张量的 cos 结果是浮点数：无法原地存入
