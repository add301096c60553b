import torch

for start in (0.0, 0.5):
    p = torch.nn.Parameter(torch.full((4,), start))  # 例如初始化为 0 的偏置
    opt = torch.optim.Adafactor([p], lr=1e-2)
    for step in range(10):
        p.grad = torch.ones(4)
        opt.step()
    print(f"start {start}: moved {start - p[0].item():.2e} in 10 steps")
