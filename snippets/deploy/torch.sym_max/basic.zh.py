import torch

# 对普通 Python 数值，这些函数与它们替代的内置函数行为相同
print(torch.sym_max(3, 5), torch.sym_min(3, 5))
print(torch.sym_float(3), torch.sym_int(-3.7))  # 与 int() 一样向零截断
print(torch.sym_not(True), torch.sym_ite(3 > 2, 10, 20))  # ite 即 "10 if 3 > 2 else 20"
print(torch.sym_sum([1, 2, 3]), torch.sym_fresh_size(5))
