import torch

x = torch.tensor([0.0, 2.0], requires_grad=True)
with torch.autograd.set_detect_anomaly(True):
    # 只在 x > 0 处取 log，前向结果里没有 NaN……
    y = torch.where(x > 0, torch.log(x), torch.zeros_like(x))
    print(y)
    y.sum().backward()  # ……但 log 的反向用 x = 0 去除那个为零的梯度：0 / 0 得到 NaN
