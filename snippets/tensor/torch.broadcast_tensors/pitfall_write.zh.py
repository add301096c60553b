import torch

col = torch.tensor([[1.0], [2.0], [3.0]])
row = torch.zeros(1, 4)
a, _ = torch.broadcast_tensors(col, row)

a[0, 0] = 100.0          # 本想只改一个元素
print(a[0])              # 整行都变了：它们是同一块内存
print(col[0])            # 原张量也变了
