import torch

x = torch.tensor([1.7, -2.7, 0.0])
print(x.long(), x.int().dtype)    # float -> int 向零截断
print(x.bool())                   # 非零 -> True
print(x.half().dtype, x.bfloat16().dtype, x.double().dtype)

labels = torch.tensor([0, 1, 1])  # 整数数据得到 int64
print(labels.float(), labels.float().mean())

# 用 .to 写出同样的转换
print(torch.equal(x.to(torch.int64), x.long()))
