import torch

w = torch.kaiser_window(5, True, 8.0)            # 周期窗，与默认相同
print(w)                                          # 不对称，峰值不在中间
print(torch.kaiser_window(5, periodic=False, beta=8.0))   # 对称窗，用于 FIR 设计
