import torch

w = torch.nn.Parameter(torch.tensor([1.0]))
opt = torch.optim.RMSprop([w], lr=0.01)

for step in range(3):
    before = w.item()
    opt.zero_grad()
    (0.5 * w).sum().backward()  # 每一步的梯度都是 0.5
    opt.step()
    print(step, f"moved {before - w.item():.4f}")  # 第一步移动了 10 倍的 lr
