import torch

x = torch.tensor([-1.0, 4.0], requires_grad=True)
with torch.autograd.detect_anomaly():
    safe = x.clamp(min=1e-12)  # 各处输入都合法，再做选择
    y = torch.where(x > 0, torch.sqrt(safe), torch.zeros_like(x)).sum()
    y.backward()
print(y, x.grad)
