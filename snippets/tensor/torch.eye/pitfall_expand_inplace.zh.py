import torch

identity = torch.eye(2).expand(4, 2, 2)  # 4 份“副本”，全是同一块内存
print(identity.stride())                  # 批次维度上步长为 0
identity.mul_(0.5)                        # 对扩展后的视图做原地写入
