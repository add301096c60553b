import torch

x = torch.zeros(2)
idx = torch.tensor([0, 1, 1])
src = torch.tensor([1.0, 2.0, 3.0])
print(x.scatter_reduce(0, idx, src, reduce="sum"))
x.scatter_reduce(0, idx, src, reduce="add")        # 这是 scatter(reduce=...) 的写法
