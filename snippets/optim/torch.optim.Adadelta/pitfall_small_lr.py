import torch

for lr in (1.0, 1e-3):  # 1e-3 copied from an Adam setup
    p = torch.nn.Parameter(torch.zeros(1))
    opt = torch.optim.Adadelta([p], lr=lr)
    for step in range(1000):
        p.grad = torch.ones(1)
        opt.step()
    print(f"lr={lr}: moved {-p.item():.4f} in 1000 steps")
