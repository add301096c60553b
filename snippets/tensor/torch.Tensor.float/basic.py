import torch

x = torch.tensor([1.7, -2.7, 0.0])
print(x.long(), x.int().dtype)    # float -> int truncates toward zero
print(x.bool())                   # nonzero -> True
print(x.half().dtype, x.bfloat16().dtype, x.double().dtype)

labels = torch.tensor([0, 1, 1])  # int64 from integer data
print(labels.float(), labels.float().mean())

# the same conversion written with .to
print(torch.equal(x.to(torch.int64), x.long()))
