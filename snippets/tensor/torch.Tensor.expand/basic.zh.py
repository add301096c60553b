import torch

col = torch.tensor([[1.0], [2.0]])        # 形状为 (2, 1)
e = col.expand(2, 3)                      # 大小为 1 的维度被重复，但不复制数据
print(e)
print(e.stride(), e.data_ptr() == col.data_ptr())   # 步长为 0，内存相同

print(col.expand(-1, 4).shape)            # -1 表示保持该维大小不变
print(col.expand(5, 2, 3).shape)          # 允许在前面新增维度

bias = torch.tensor([0.1, 0.2, 0.3])
x = torch.zeros(4, 3)
print(bias.expand_as(x).shape, torch.broadcast_to(bias, (4, 3)).shape)

# 扩展后张量的梯度会被累加回原张量
w = torch.ones(1, 3, requires_grad=True)
w.expand(4, 3).sum().backward()
print(w.grad)
