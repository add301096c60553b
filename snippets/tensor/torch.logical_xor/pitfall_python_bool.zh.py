import torch

mask = torch.tensor([True, False, True])
print(torch.logical_xor(mask, torch.tensor(True)))   # 把每个元素取反
print(~mask)                                          # 取反的常用写法
torch.logical_xor(mask, True)                         # 不接受 Python bool
