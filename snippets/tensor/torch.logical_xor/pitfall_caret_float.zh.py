import torch

p = torch.tensor([0.0, 0.7, 0.2])
q = torch.tensor([0.9, 0.0, 0.4])
print(torch.logical_xor(p, q))   # 浮点也可以
p ^ q                            # ^ 是按位运算，没有浮点实现
