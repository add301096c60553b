import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(2, device=device, requires_grad=True)

with torch.autograd.set_detect_anomaly(True):
    y = x.sqrt()  # d/dx sqrt(x) 在 0 处为 inf
    loss = (y * 0).sum()  # 反向传播中 0 * inf -> NaN
    try:
        loss.backward()
    except RuntimeError as e:
        # stderr 还会收到一条警告，附带前向调用 x.sqrt() 的 traceback
        print(e)

print(torch.is_anomaly_enabled())  # 代码块结束时恢复原状
