import torch

y = torch.tensor([0.999999, 0.9999999, 0.99999999])    # float32 精度

print(y == 1.0)                        # 最后一个值已经被舍入成 1.0
print(torch.erfinv(y))                 # 所以结果是 inf
print(torch.erfinv(y.clamp(-1 + 1e-7, 1 - 1e-7)))      # 离开 ±1 一点
print(torch.erfinv(torch.tensor([0.99999999], dtype=torch.float64)))   # 或者一开始就用 float64 构造
