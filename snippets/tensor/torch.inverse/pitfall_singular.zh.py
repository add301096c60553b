import torch

S = torch.tensor([[1.0, 2.0],
                  [2.0, 4.0]])              # 第二行是第一行的两倍
print(torch.linalg.inv_ex(S).info)          # 非零表示奇异，不会抛出异常
torch.inverse(S)
