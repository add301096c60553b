import torch

weight = torch.zeros(3)
update = torch.ones(3)
weight.set_(update)                  # 本意是"载入这些值"
update.mul_(5)                       # 调用方重复使用自己的缓冲区
print(weight)                        # weight 也变了：两者是同一块内存

weight2 = torch.zeros(3)
update2 = torch.ones(3)
weight2.copy_(update2)               # 复制数值
update2.mul_(5)
print(weight2)
