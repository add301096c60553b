import torch

x = torch.tensor([50.0, 90.0, 100.0])
print(torch.i0(x))                      # float32 在 89 左右起为 inf
print(torch.log(torch.i0(x)))           # 对数也跟着丢失
print(torch.log(torch.special.i0e(x)) + x)   # 用 i0e 求 log I0 仍是有限值
