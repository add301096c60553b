import torch

x = torch.tensor([-1.0, 4.0], requires_grad=True)
with torch.autograd.detect_anomaly():
    # sqrt(-1) 在 where() 未选中的分支里是 NaN；其梯度仍是 NaN * 0 = NaN。
    y = torch.where(x > 0, torch.sqrt(x), torch.zeros_like(x)).sum()
    print(y)
    y.backward()
