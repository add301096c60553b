import torch

x = torch.arange(12).reshape(4, 3)
# 把行等分成 2 份
top, bottom = torch.vsplit(x, 2)
print(top, bottom, sep="\n")
# 切分位置 [1, 3]：行 [:1]、[1:3]、[3:]
print([p.shape[0] for p in x.vsplit([1, 3])])
# 等价于沿第 0 维的 tensor_split
print(all(torch.equal(a, b) for a, b in zip(torch.vsplit(x, 2), torch.tensor_split(x, 2, dim=0))))
