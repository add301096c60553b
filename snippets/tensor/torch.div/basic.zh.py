import torch

a = torch.tensor([7, -7])
b = torch.tensor([2, 2])

print(a / b, torch.div(a, b))                 # 真除法：即使是整数也得到浮点数
print(torch.div(a, b, rounding_mode="trunc")) # 向零取整，与 C 相同：3, -3
print(torch.div(a, b, rounding_mode="floor")) # 向下取整，与 Python 相同：3, -4
print(a // b)                                 # // 是向下取整除法

x = torch.tensor([1.0, -1.0, 0.0])
print(x / 0)                                  # 浮点数：inf、-inf、nan（不报错）
