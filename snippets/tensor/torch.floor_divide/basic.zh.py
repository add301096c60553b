import torch

a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([2, 2, -2, -2])
print(torch.floor_divide(a, b))                  # 向负无穷取整
print(a // b)                                    # 与 // 相同
print(torch.div(a, b, rounding_mode="trunc"))    # 对照：向零截断
print(torch.floor_divide(torch.tensor([-7.5, 7.5]), 2))   # 浮点同样向下取整
