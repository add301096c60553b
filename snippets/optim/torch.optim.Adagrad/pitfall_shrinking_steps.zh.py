import torch

p = torch.nn.Parameter(torch.zeros(1))
opt = torch.optim.Adagrad([p], lr=0.01)
for step in range(1, 10001):
    p.grad = torch.ones(1)  # 每一步的梯度都相同
    before = p.item()
    opt.step()
    if step in (1, 10, 100, 1000, 10000):
        print(step, f"step size {before - p.item():.6f}")  # lr / sqrt(step)
