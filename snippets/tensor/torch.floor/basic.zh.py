import torch

x = torch.tensor([-1.5, -0.2, 0.0, 0.7, 2.0])

print(torch.floor(x))                  # 向负无穷取整，仍是 float32
print(x.floor().long())                # 需要整数时显式转换
print(torch.tensor([7, -3]).floor())   # 整数输入原样返回

x.floor_()                             # 原地操作
print(x)
