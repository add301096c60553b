import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

plain = torch.device("cuda")       # "current CUDA device", index None
indexed = torch.device("cuda:0")   # what a tensor on the first GPU reports as .device
print(plain.index, indexed.index)
print(plain == indexed)             # False: the index is part of equality
print(plain.type == indexed.type)   # True

x = torch.ones(1, device=device)
print(x.device.type == device.type)   # compare types when the index does not matter
