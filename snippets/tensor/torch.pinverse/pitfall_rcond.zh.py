import torch

S = torch.tensor([[1.0, 2.0],
                  [2.0, 4.0]])              # 秩为 1，float32
# 不会报错：rcond=1e-15 保留了由舍入误差产生的奇异值
print(torch.pinverse(S))
print(torch.linalg.pinv(S))                 # 容差与 float32 精度相称
print(torch.pinverse(S, rcond=1e-6))
