import torch

x = torch.tensor([[1.0, 2.0, 3.0],
                  [5.0, 5.0, 5.0]])   # 第二个变量从不变化

print(torch.corrcoef(x))               # 方差为 0：0 / 0 得到 nan
