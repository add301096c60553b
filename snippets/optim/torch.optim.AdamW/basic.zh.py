import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.LayerNorm(8), torch.nn.Linear(8, 1)).to(device)

# 常见做法：偏置和归一化层的权重不做权重衰减。
decay = [p for n, p in model.named_parameters() if p.ndim >= 2]
no_decay = [p for n, p in model.named_parameters() if p.ndim < 2]
opt = torch.optim.AdamW(
    [
        {"params": decay, "weight_decay": 0.05},
        {"params": no_decay, "weight_decay": 0.0},
    ],
    lr=1e-3,
)
print([(len(g["params"]), g["weight_decay"]) for g in opt.param_groups])

x = torch.randn(8, 4, device=device)
for _ in range(3):
    opt.zero_grad()
    model(x).pow(2).mean().backward()
    opt.step()
print(int(opt.state[decay[0]]["step"].item()))
