import torch

x = torch.tensor([-2.7, -0.2, 1.5])

print(torch.fix(x))      # -2、-0、1：向零取整
print(torch.floor(x))    # -3、-1、1：分桶代码通常想要的结果
