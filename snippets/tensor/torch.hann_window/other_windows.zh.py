import torch

torch.set_printoptions(precision=4)

# 参数相同，形状不同；三者的默认值都是 periodic=True。
print(torch.bartlett_window(5))  # 周期窗：首为 0.0，尾为 0.4
print(torch.bartlett_window(5, periodic=False))  # 对称三角窗，峰值为 1.0
print(torch.blackman_window(5, periodic=False))  # 对称的布莱克曼窗

# 布莱克曼窗两端的"0"其实是 float32 舍入误差，略小于 0。
print(torch.blackman_window(5, periodic=False)[0].item() < 0)
print(torch.blackman_window(5, periodic=False, dtype=torch.float64)[0].item())
