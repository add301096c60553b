import torch

R = torch.tensor([[1.0, 2.0],
                  [3.0, 4.0],
                  [5.0, 6.0]])               # 3 x 2
P = torch.pinverse(R)                       # 2 x 3
print(P)
print(torch.allclose(P @ R, torch.eye(2), atol=1e-5))
# 最小二乘：P @ y 使 ||R x - y|| 最小
y = torch.tensor([1.0, 2.0, 4.0])
print(P @ y, torch.linalg.lstsq(R, y.unsqueeze(1)).solution.squeeze(1))
