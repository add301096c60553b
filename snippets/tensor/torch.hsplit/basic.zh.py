import torch

x = torch.arange(12).reshape(2, 6)
# 整数：沿第 1 维（列）等分成几份
for part in torch.hsplit(x, 3):
    print(part.tolist())
# 列表：切分位置而不是长度 -> [:1]、[1:4]、[4:]
print([p.shape[1] for p in x.hsplit([1, 4])])
# 一维张量沿第 0 维切分
print(torch.hsplit(torch.arange(6), 2))
# 每一段都是 x 的视图
print(torch.hsplit(x, 3)[0].data_ptr() == x.data_ptr())
