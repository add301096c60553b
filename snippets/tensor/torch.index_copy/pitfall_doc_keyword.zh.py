import torch

x = torch.zeros(3, 2)
index = torch.tensor([0, 2])
rows = torch.ones(2, 2)

print(x.index_copy(0, index, source=rows))   # torch 接受的关键字是 `source`
x.index_copy(0, index, tensor2=rows)         # 方法文档字符串里写的参数名会被拒绝
